"""Gundam's selector atoms (core :class:`~tcgkit.core.effects.Selector` subclasses, so they compose with ``&``,
``|``, ``~`` and, in cards/effects.yaml, with ``all_of`` / ``any_of`` / ``not``); the conditions are in
:mod:`tcgkit.games.gundam.conditions`.

* :class:`Cards` — the selector of ``choose``, ``for_each``, counts and ``deploy_from_hand``: one flat atom with the
  filters card texts combine (side, type, zone, HP/AP/Lv bounds, rested, damaged, linked, token, trait, colour,
  keyword, name, other, highest Lv, affordable), flat because legal-action generation asks it on the hot path;
* :class:`FriendlyCards` — the scope of a constant effect on "your units".
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tcgkit.core.effects import Selector, has_modifier
from tcgkit.core.effects.selectors import AllOf, AnyOf, Not
from tcgkit.games.gundam.carddef import BASE, COMMAND, PILOT, RESOURCE, UNIT, shares
from tcgkit.games.gundam.resources import can_pay, cost_of
from tcgkit.games.gundam.statics import GRANT_TRAIT, KEYWORD_EFFECTS, KEYWORDS, has_keyword_effect, keyword_label
from tcgkit.games.gundam.stats import ap, hp, is_linked
from tcgkit.games.gundam.triggers import That

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
    ``level_le_this``: Lv at most this Unit's (``level_le_that``: "that Unit's" of a trigger); ``highest_level``: only
    the enemy units of the highest Lv; ``affordable``: its cost can be paid now (a card deployed by paying its cost).

    For the later sets (issue 20): ``type: any`` (every main-deck card type), ``zone: shields``; ``keyword`` one
    keyword, a list (any of) or ``any``, out of play the printed ones; ``paired`` (has a Pilot), ``pilot_trait``
    (its Pilot has that trait, or one of a list); ``lowest_hp`` (only those of the lowest HP left);
    ``battling`` (in the current battle against a Unit the nested selector admits) and ``battling_this`` (against
    this Unit); ``level_le_it`` (Lv at most the card the enclosing ``choose`` picked, e.g. "whose Lv is equal to or
    lower than the Unit rested with this effect"); ``host_level_le`` (a paired Pilot whose Unit is Lv N or less);
    ``milled`` (a card the last "place the top cards of your deck into your trash" of this turn put there, i.e.
    "placed with this effect"); ``with_timing`` (its card, or its Pilot, prints an ability of that timing, e.g.
    ``destroyed``).
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
    level_le_that: bool = False
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
    paired: bool | None = None
    pilot_trait: Any = None
    lowest_hp: bool = False
    battling: Any = None  # a nested Cards: in the battle against a Unit it admits
    battling_this: bool = False
    level_le_it: bool = False
    host_level_le: int | None = None
    milled: bool = False
    with_timing: str | None = None
    # whether a filter of each group of qualifies is set (from the fields): most selectors set none, and every
    # legal-action list asks qualifies of every card in scope, so it passes over an empty group at once
    _facts: bool = field(default=False, init=False, compare=False, repr=False)
    _in_play: bool = field(default=False, init=False, compare=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_facts", any(
            v is not None for v in (self.rested, self.trait, self.level_le, self.level_ge, self.color, self.token,
                                    self.name_has, self.name_lacks)) or self.other or self.affordable)
        object.__setattr__(self, "_in_play", any(
            v is not None for v in (self.hp_le, self.ap_le, self.ap_ge, self.damaged, self.linked, self.keyword,
                                    self.paired, self.pilot_trait, self.battling, self.with_timing))
            or self.level_le_this or self.level_le_that or self.battling_this or self.level_le_it)

    def scope(self, m, ctx) -> list[int]:
        """The zones to look in, each once (a team's shield area and base section are one zone of both)."""
        team = m.team_of[ctx.controller]
        zone = self.zone
        if zone == "play":
            t = self.type
            if t.__class__ is str:
                tables = (m.z_battle if t == "unit" else m.z_base if t == "base" else m.z_resources,)
            else:  # e.g. "your (AEUG) Units/Bases"
                tables = [m.z_battle if x == "unit" else m.z_base if x == "base" else m.z_resources for x in t
                          if x != "pilot" and x != "command"]
        else:
            tables = [m.z_trash if zone == "trash" else m.z_hand if zone == "hand" else m.z_pilots if zone == "pilots"
                      else m.z_shields]
        side = self.side
        if side == "your" and m.game.options.team_your == "owner":
            return [zones[ctx.controller] for zones in tables]
        out = []
        team_of = m.team_of
        for zones in tables:
            for p in m.seats:
                if side != "any" and (side == "enemy") != (team_of[p] != team):
                    continue
                z = zones[p]
                if z not in out:  # a team's shared zone once
                    out.append(z)
        return out

    def candidates(self, m, ctx) -> list[int]:
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
            top = max([m.card_def[u].level for u in out])
            out = [u for u in out if m.card_def[u].level == top]
        if self.lowest_hp and out:
            low = min([hp(m, u) - m.damage[u] for u in out])
            out = [u for u in out if hp(m, u) - m.damage[u] == low]
        return out

    def at_least(self, m, ctx, n: int = 1) -> bool:
        """:meth:`candidates` has ``n`` cards or more: the cards are counted as they qualify, up to the ``n``-th (with
        a highest-level or lowest-HP filter, which may drop cards that qualify, by the list itself)."""
        if self.highest_level or self.lowest_hp:
            return len(self.candidates(m, ctx)) >= n
        if n <= 0:
            return True
        zones = m.zones
        your = self.side == "your"
        for z in self.scope(m, ctx):
            for u in zones[z]:
                if self.qualifies(m, ctx, u) and (not your or self.mine(m, ctx, u)):
                    n -= 1
                    if not n:
                        return True
        return False

    def test(self, m, ctx, uid: int) -> bool:
        return m.card_zone[uid] in self.scope(m, ctx) and self.qualifies(m, ctx, uid) and self.mine(m, ctx, uid)

    def mine(self, m, ctx, u: int) -> bool:
        """False only for a ``your`` selector and a card of someone else (a team's shared base section holds both
        members' cards) under ``team_your="owner"``."""
        return self.side != "your" or m.card_owner[u] == ctx.controller or m.game.options.team_your == "team"

    def qualifies(self, m, ctx, u: int, in_hand: bool = False) -> bool:
        """The filters (out of play, i.e. ``in_hand`` or a trash/hand zone, only the printed facts apply)."""
        d = m.card_def[u]
        t = self.type
        if t.__class__ is str:
            if t == "unit":
                if d.kind != UNIT:
                    return False
            elif t != "resource" and t != "any" and d.kind != _KIND[t] and not (t == "pilot" and self.zone == "pilots"):
                return False
        elif d.kind not in [_KIND[x] for x in t]:
            return False
        if d.token and d.kind == BASE and not m.game.options.ex_base_is_a_base:
            return False  # the EX Base counts as a Base unless the option says otherwise (ST09-004)
        if self._facts:
            if self.rested is not None and bool(m.rested[u]) != self.rested:
                return False
            tr = self.trait
            if tr is not None:
                if tr.__class__ is str:
                    tr = (tr,)
                if not shares(tr, d.traits) and not (
                        GRANT_TRAIT in m.in_force and not in_hand and GRANT_TRAIT.grants(m, u, tr)):  # GD04-033
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
            if self.name_has is not None and self.name_has not in d.name and not (
                    d.also_named is not None and self.name_has in d.also_named):
                return False
            if self.name_lacks is not None and self.name_lacks in d.name:
                return False
            if self.affordable and not can_pay(m, ctx.controller, cost_of(m, u), 0):
                return False
        if in_hand or self.zone != "play":
            return self._out_of_play(m, ctx, u, d)
        if not self._in_play:
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
        if self.level_le_that and (ctx.memo.__class__ is not That or d.level > m.card_def[ctx.memo.that].level):
            return False
        if self.keyword is not None and not self._has_keyword(m, u):
            return False
        if self.paired is not None and (m.pilot[u] >= 0) != self.paired:
            return False
        if self.pilot_trait is not None and not self._pilot_has_trait(m, m.pilot[u]):
            return False
        if self.battling is not None or self.battling_this:
            other = m.atk_unit if m.atk == u else m.atk if m.atk_unit == u and m.atk >= 0 else -1
            if other < 0 or (self.battling_this and other != ctx.this):
                return False
            if self.battling is not None and not self.battling.qualifies(m, ctx, other):
                return False
        if self.level_le_it and (ctx.it < 0 or d.level > m.card_def[ctx.it].level):
            return False
        if self.with_timing is not None and not self._prints_timing(m, u):
            return False
        return True

    def _out_of_play(self, m, ctx, u: int, d) -> bool:
        """The filters of cards out of play (printed facts), and of paired Pilots."""
        if self.keyword is not None and not self._has_keyword(m, u, printed=True):
            return False
        if self.milled and not (m.mods and has_modifier(m, u, "milled")):
            return False
        if self.host_level_le is not None:
            host = m.host[u]
            if host < 0 or m.card_def[host].level > self.host_level_le:
                return False
        if self.with_timing is not None and not self._prints_timing(m, u):
            return False
        return True

    def _has_keyword(self, m, u: int, printed: bool = False) -> bool:
        kws = (KEYWORD_EFFECTS if self.keyword == "any"
               else (self.keyword,) if self.keyword.__class__ is str else self.keyword)
        if printed:
            values = m.card_def[u].keyword_values
            for k in kws:
                if values.get(KEYWORDS[k], 0):
                    return True
            return False
        return has_keyword_effect(m, u, kws)

    def _pilot_has_trait(self, m, pl: int) -> bool:
        if pl < 0:
            return False
        tr = self.pilot_trait
        traits = m.card_def[pl].traits
        return tr in traits if tr.__class__ is str else shares(tr, traits)

    def _prints_timing(self, m, u: int) -> bool:
        pl = m.pilot[u] if m.in_play_zone[m.card_zone[u]] else -1
        return any(a.timing == self.with_timing for c in (u, pl) if c >= 0 for a in m.card_def[c].abilities)

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
        noun = (("/".join(types) if types != ("any",) else "") + (" token" if self.token else "") + (
            " card" if self.zone not in ("play",) else "")).strip()
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
        if self.level_le_that:
            quals.append("Lv at most that unit's")
        if self.keyword == "any":
            quals.append("with a keyword effect")
        elif self.keyword:
            kws = (self.keyword,) if self.keyword.__class__ is str else self.keyword
            quals.append("with " + "/".join(keyword_label(k) for k in kws))
        if self.paired is not None:
            quals.append("paired with a pilot" if self.paired else "with no paired pilot")
        if self.pilot_trait:
            traits = (self.pilot_trait,) if self.pilot_trait.__class__ is str else self.pilot_trait
            quals.append("paired with a " + "/".join(f"({t})" for t in traits) + " pilot")
        if self.lowest_hp:
            quals.append("of the lowest HP")
        if self.battling_this:
            quals.append("battling this unit")
        if self.battling is not None:
            quals.append(f"battling {self.battling.describe()}")
        if self.level_le_it:
            quals.append("Lv at most that unit's")
        if self.host_level_le is not None:
            quals.append(f"paired with a unit of Lv {self.host_level_le} or less")
        if self.milled:
            quals.append("placed there by this effect")
        if self.with_timing:
            quals.append(f"with a {self.with_timing.replace('_', ' ')} effect")
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
                 "play": " of yours" if yours else "", "shields": " in a shield area"}[self.zone]
        return text.strip() + (" (" + ", ".join(quals) + ")" if quals else "") + where

    def describe(self) -> str:
        text = self.text()
        return f"{'an' if text[0] in 'aeio' else 'a'} {text}"

    def plural(self) -> str:
        """The cards in words, plural: "rested enemy units (HP 5 or less)", "purple unit cards in your trash"."""
        text = self.text()
        for noun in (" card", "unit", "base", "pilot", "command", "resource"):
            i = text.find(noun)
            if i >= 0:
                return text[:i + len(noun)] + "s" + text[i + len(noun):]
        return text


@dataclass(frozen=True, slots=True)
class FriendlyCards(Selector):
    """The scope of a constant effect on "your units": cards owned by the effect's controller."""

    def test(self, m, ctx, uid: int) -> bool:
        return m.card_owner[uid] == ctx.controller

    def describe(self) -> str:
        return "your units"


def printed_fit(sel: Selector, m, ctx, u: int) -> bool:
    """Whether card ``u`` out of play (e.g. looked at on the deck) passes ``sel`` by its printed facts: a
    :class:`Cards` atom, or ``any_of`` / ``all_of`` / ``not`` of them."""
    if isinstance(sel, Cards):
        return sel.qualifies(m, ctx, u, in_hand=True)
    if isinstance(sel, AnyOf):
        return any(printed_fit(p, m, ctx, u) for p in sel.parts)
    if isinstance(sel, AllOf):
        return all(printed_fit(p, m, ctx, u) for p in sel.parts)
    if isinstance(sel, Not):
        return not printed_fit(sel.part, m, ctx, u)
    raise TypeError(f"no printed-fact reading of {sel!r}")


def text_of(sel: Selector) -> str:
    """A selector tree in words, without an article."""
    if isinstance(sel, Cards):
        return sel.text()
    if isinstance(sel, (AnyOf, AllOf)):
        return (" or " if isinstance(sel, AnyOf) else " and ").join(text_of(p) for p in sel.parts)
    return sel.describe()
