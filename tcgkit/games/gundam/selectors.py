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

from tcgkit.core.effects import Both, CompileError, Condition, Selector, int_arg
from tcgkit.games.gundam.carddef import KEYWORDS, UNIT, keyword_label
from tcgkit.games.gundam.stats import ap, hp, keyword, link_met

SIDES = ("enemy", "friendly", "any")
TYPES = ("unit", "base", "resource")


@dataclass(frozen=True, slots=True)
class Cards(Selector):
    """Cards in play (or in the resource area) a ``choose`` may pick. ``None`` fields do not filter."""

    side: str = "any"  # enemy | friendly | any
    type: str = "unit"  # unit | base | resource
    hp_le: int | None = None  # current HP (HP minus damage) at most
    ap_le: int | None = None
    level_le: int | None = None
    rested: bool | None = None
    trait: str | None = None
    keyword: str | None = None
    other: bool = False  # not this Unit

    def scope(self, m, ctx) -> list[int]:
        team = m.team_of[ctx.controller]
        zones = m.z_battle if self.type == "unit" else m.z_base if self.type == "base" else m.z_resources
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
        return out

    def test(self, m, ctx, uid: int) -> bool:
        return m.card_zone[uid] in self.scope(m, ctx) and self.qualifies(m, ctx, uid)

    def qualifies(self, m, ctx, u: int, in_hand: bool = False) -> bool:
        """The filters (in hand: only type, rested, trait and other apply)."""
        d = m.card_def[u]
        if self.type == "unit" and d.kind != UNIT:
            return False
        if self.rested is not None and bool(m.rested[u]) != self.rested:
            return False
        if self.trait is not None and self.trait not in d.traits:
            return False
        if self.other and u == ctx.this:
            return False
        if in_hand:
            return True
        if self.hp_le is not None and hp(m, u) - m.damage[u] > self.hp_le:
            return False
        if self.ap_le is not None and ap(m, u) > self.ap_le:
            return False
        if self.level_le is not None and d.level > self.level_le:
            return False
        if self.keyword is not None and not keyword(m, u, self.keyword):
            return False
        return True

    def text(self) -> str:
        """The cards in words, without an article: "rested enemy unit (HP 5 or less)"."""
        bits = []
        if self.rested is True:
            bits.append("rested")
        bits.append({"enemy": "enemy", "friendly": "friendly", "any": ""}[self.side])
        if self.trait:
            bits.append(f"({self.trait})")
        bits.append(self.type)
        text = " ".join(b for b in bits if b)
        quals = []
        if self.hp_le is not None:
            quals.append(f"HP {self.hp_le} or less")
        if self.ap_le is not None:
            quals.append(f"AP {self.ap_le} or less")
        if self.level_le is not None:
            quals.append(f"Lv {self.level_le} or less")
        if self.keyword:
            quals.append(f"with {keyword_label(self.keyword)}")
        if self.other:
            quals.append("other than this one")
        return text + (" (" + ", ".join(quals) + ")" if quals else "")

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


def read_selector(spec: Any, where: str) -> Cards:
    """A :class:`Cards` atom from a mapping of its filters.

    Raises:
        CompileError: not a mapping, an unknown filter or a bad value (named).
    """
    if not isinstance(spec, dict):
        raise CompileError(f"{where}: a selector must be a mapping, got {spec!r}")
    try:
        sel = Cards(**spec)
    except TypeError as exc:
        raise CompileError(f"{where}: bad selector {spec!r}: {exc}") from None
    if sel.side not in SIDES or sel.type not in TYPES or (sel.keyword is not None and sel.keyword not in KEYWORDS):
        raise CompileError(f"{where}: bad selector {spec!r}: side is one of {SIDES}, type one of {TYPES}, "
                           f"keyword one of {KEYWORDS}")
    for k in ("hp_le", "ap_le", "level_le"):
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
        return m.team_of[m.active] == m.team_of[ctx.controller]  # a team takes its turn together (§1.8)

    def describe(self) -> str:
        return "during your turn"


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


NAMED_CONDITIONS = {"during_pair": DuringPair(), "during_link": DuringLink(), "your_turn": YourTurn()}


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
        raise CompileError(f"{where}: unknown condition {k!r}")
    raise CompileError(f"{where}: bad condition {spec!r}")
