"""Gundam's selector atoms (core :class:`~tcgkit.core.effects.Selector` subclasses, so they compose with ``&``,
``|``, ``~`` and, in cards/effects.yaml, with ``all_of`` / ``any_of`` / ``not``); the conditions are in
:mod:`tcgkit.games.gundam.conditions` (``read_condition`` is re-exported here).

* :class:`Cards` — the selector of ``choose``, ``for_each``, counts and ``deploy_from_hand``: one flat atom with the
  filters card texts combine (side, type, zone, HP/AP/Lv bounds, rested, damaged, linked, token, trait, colour,
  keyword, name, other, highest Lv, affordable), flat because legal-action generation asks it on the hot path;
* :class:`FriendlyCards` — the scope of a constant effect on "your units".
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tcgkit.core.effects import CompileError, Selector, int_arg
from tcgkit.games.gundam.carddef import BASE, COMMAND, PILOT, RESOURCE, UNIT
from tcgkit.games.gundam.resources import can_pay
from tcgkit.games.gundam.statics import KEYWORDS, keyword_label
from tcgkit.games.gundam.stats import ap, hp, is_linked

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.games.gundam.match import GundamMatch


SIDES = ("enemy", "friendly", "your", "any")
TYPES = ("unit", "base", "resource", "pilot", "command")
ZONES = ("play", "trash", "hand", "pilots")
_KIND = {"unit": UNIT, "base": BASE, "pilot": PILOT, "command": COMMAND, "resource": RESOURCE}


@dataclass(frozen=True, slots=True)
class Cards(Selector):
    """Cards a ``choose`` (or a count, a ``for_each``) may pick. ``None`` fields do not filter.

    ``side``: ``enemy`` (every player of another side still in the game), ``friendly`` (the controller's side: in
    team battle the teammate too, seed 000 Teamkampf), ``your`` (the controller alone: in team battle "you" and
    "your" mean the card's owner, not the teammate, seed 000 Teamkampf; option ``team_your``, whose ``"team"`` reads
    it as ``friendly``) or ``any``.
    ``zone``: ``play`` (the battle area for units, the base section for bases, the resource area for resources),
    ``pilots`` (paired Pilots), ``trash`` or ``hand``. ``type`` is one card type or a list of them (any of);
    ``trait`` one trait or a list (any of). Outside play only the card's printed facts count (type, Lv, trait,
    colour, name); in play ``hp_le`` is the current HP left (HP minus damage), ``ap_le``/``ap_ge`` the current AP.
    ``level_le_this``: Lv at most this Unit's; ``highest_level``: only the enemy units of the highest Lv;
    ``affordable``: its cost can be paid now (a card deployed by paying its cost).
    """

    side: str = "any"  # enemy | friendly | your | any
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

    def scope(self, m: GundamMatch, ctx) -> list[int]:
        team = m.team_of[ctx.controller]
        zone = self.zone
        t = self.type if self.type.__class__ is str else self.type[0]
        if zone == "play":
            zones = m.z_battle if t == "unit" else m.z_base if t == "base" else m.z_resources
        else:
            zones = m.z_trash if zone == "trash" else m.z_hand if zone == "hand" else m.z_pilots
        side = self.side
        if side == "your" and m.game.options.team_your == "owner":
            return [zones[ctx.controller]]
        out = []
        for p in range(m.n_players):
            if side != "any" and (side == "enemy") != (m.team_of[p] != team):
                continue
            out.append(zones[p])
        return out

    def candidates(self, m: GundamMatch, ctx) -> list[int]:
        """Every card that qualifies, player by player (a flat loop: this is asked for every legal-action list)."""
        out = []
        zones = m.zones
        for z in self.scope(m, ctx):
            for u in zones[z]:
                if self.qualifies(m, ctx, u):
                    out.append(u)
        if self.side == "your":
            out = [u for u in out if self.mine(m, ctx, u)]
        if self.highest_level and out:
            top = max(m.card_def[u].level for u in out)
            out = [u for u in out if m.card_def[u].level == top]
        return out

    def test(self, m: GundamMatch, ctx, uid: int) -> bool:
        return m.card_zone[uid] in self.scope(m, ctx) and self.qualifies(m, ctx, uid) and self.mine(m, ctx, uid)

    def mine(self, m: GundamMatch, ctx, u: int) -> bool:
        """False only for a ``your`` selector and a card of someone else (a team's shared base section holds both
        members' cards) under ``team_your="owner"``."""
        return self.side != "your" or m.card_owner[u] == ctx.controller or m.game.options.team_your == "team"

    def qualifies(self, m: GundamMatch, ctx, u: int, in_hand: bool = False) -> bool:
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
        if self.keyword is not None and not KEYWORDS[self.keyword].value(m, u):
            return False
        return True

    def text(self) -> str:
        """The cards in words, without an article: "rested enemy unit (HP 5 or less)"."""
        bits = []
        for flag, yes, no in ((self.rested, "rested", "active"), (self.damaged, "damaged", "undamaged")):
            if flag is not None:
                bits.append(yes if flag else no)
        bits.append({"enemy": "enemy", "friendly": "friendly", "your": "", "any": ""}[self.side])
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
        yours = self.side == "your"
        where = {"trash": " in your trash" if yours else " in a friendly trash" if self.side == "friendly" else
                 " in a trash", "hand": " in your hand", "pilots": " of yours in play" if yours else " in play",
                 "play": " of yours" if yours else ""}[self.zone]
        return text + (" (" + ", ".join(quals) + ")" if quals else "") + where

    def describe(self) -> str:
        text = self.text()
        return f"{'an' if text[0] in 'aeiou' else 'a'} {text}"


@dataclass(frozen=True, slots=True)
class FriendlyCards(Selector):
    """The scope of a constant effect on "your units": cards owned by the effect's controller."""

    def test(self, m: GundamMatch, ctx, uid: int) -> bool:
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
                           f"zone one of {ZONES}, keyword one of {tuple(KEYWORDS)}")
    for k in ("hp_le", "ap_le", "ap_ge", "level_le", "level_ge"):
        if getattr(sel, k) is not None:
            int_arg(getattr(sel, k), f"{where}.{k}", 0, 99)
    return sel

