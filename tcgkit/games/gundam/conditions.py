"""Gundam's condition atoms (core :class:`~tcgkit.core.effects.Condition` subclasses, so they compose with ``&``,
``|``, ``~`` and, in cards/effects.yaml, with ``all_of`` / ``any_of`` / ``not``; a list means all of them):
``during_pair``, ``during_link``, ``your_turn``, ``deployed_from_trash``, ``{friendly_units_le: N}``,
``{opponent_hand_ge: N}``, ``{hand_ge: N}``, ``{trash_count_ge: {type, count}}``, ``{has_keyword: K}``,
``{count_ge | count_le: {n, cards}}``, ``{this: SELECTOR}``, ``{pilot: SELECTOR}``, ``{attacking: player | unit |
any}``, ``{battling: SELECTOR}``; for the later sets ``{your_level_ge: N}`` ("if you are Lv.7 or higher"),
``{hand_le: N}``, ``{active_resources_ge: N}`` (you could pay N now), ``paired_this_turn``, ``paid_with_ex_resource``
(the Command resolving was paid with an EX Resource), ``{it: SELECTOR}`` (the card the enclosing ``choose`` picked
passes the filters) and ``it_destroyed`` (that card has left play: after damage, it was destroyed).

A condition reads the ability's context: ``ctx.controller`` ("you"), ``ctx.this`` (this Unit) and ``ctx.memo`` (its
last-known paired Pilot, for 【During Pair】/【During Link】 on a 【Destroyed】 ability).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tcgkit.core.effects import Both, CompileError, Condition, has_modifier, int_arg
from tcgkit.games.gundam.statics import KEYWORDS, keyword_label
from tcgkit.games.gundam.selector_readers import read_selector
from tcgkit.games.gundam.selectors import Cards
from tcgkit.games.gundam.stats import link_met
from tcgkit.games.gundam.triggers import last_pilot

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.games.gundam.match import GundamMatch


@dataclass(frozen=True, slots=True)
class DuringPair(Condition):
    """【During Pair】: this Unit has a Pilot (or had one, for a 【Destroyed】 ability)."""

    def holds(self, m: GundamMatch, ctx) -> bool:
        unit = ctx.this
        return unit >= 0 and (m.pilot[unit] >= 0 or last_pilot(ctx) >= 0)

    def describe(self) -> str:
        return "while paired"


@dataclass(frozen=True, slots=True)
class DuringLink(Condition):
    """【During Link】: this Unit's Pilot (last-known for 【Destroyed】) meets its link condition."""

    def holds(self, m: GundamMatch, ctx) -> bool:
        unit = ctx.this
        if unit < 0:
            return False
        p = m.pilot[unit] if m.pilot[unit] >= 0 else last_pilot(ctx)
        return p >= 0 and link_met(m, unit, p)

    def describe(self) -> str:
        return "while linked"


@dataclass(frozen=True, slots=True)
class YourTurn(Condition):
    def holds(self, m: GundamMatch, ctx) -> bool:
        return m.team_of[m.active] == m.team_of[ctx.controller]  # a team takes its turn together (§1.8)

    def describe(self) -> str:
        return "it is your turn"


@dataclass(frozen=True, slots=True)
class FriendlyUnitsLe(Condition):
    n: int

    def holds(self, m: GundamMatch, ctx) -> bool:
        return len(m.zones[m.z_battle[ctx.controller]]) <= self.n

    def describe(self) -> str:
        return "you have no units" if self.n == 0 else f"you have at most {self.n} unit{'s' if self.n > 1 else ''}"


@dataclass(frozen=True, slots=True)
class OpponentHandGe(Condition):
    n: int

    def holds(self, m: GundamMatch, ctx) -> bool:
        for q in m.opponents(ctx.controller):
            if len(m.zones[m.z_hand[q]]) >= self.n:
                return True
        return False

    def describe(self) -> str:
        return f"if the opponent holds {self.n}+ cards"


@dataclass(frozen=True, slots=True)
class TrashCountGe(Condition):
    type: str
    n: int

    def holds(self, m: GundamMatch, ctx) -> bool:
        defs, kind = m.card_def, self.type
        return len([u for u in m.zones[m.z_trash[ctx.controller]] if defs[u].type == kind]) >= self.n

    def describe(self) -> str:
        return f"with {self.n}+ {self.type} cards in your trash"


@dataclass(frozen=True, slots=True)
class HasKeyword(Condition):
    keyword: str

    def holds(self, m: GundamMatch, ctx) -> bool:
        return ctx.this >= 0 and bool(KEYWORDS[self.keyword].value(m, ctx.this))

    def describe(self) -> str:
        return f"while it has {keyword_label(self.keyword)}"


@dataclass(frozen=True, slots=True)
class CountGe(Condition):
    """At least ``n`` cards the selector admits (e.g. "if you have 2 or more other (OZ) Units in play", "if there
    are 7 or more (CB) cards in your trash")."""

    n: int
    cards: Cards

    def holds(self, m: GundamMatch, ctx) -> bool:
        return self.cards.at_least(m, ctx, self.n)

    def describe(self) -> str:
        return (f"there is {self.cards.describe()}" if self.n == 1 else
                f"there are {self.n}+ {self.cards.plural()}")


@dataclass(frozen=True, slots=True)
class CountLe(Condition):
    """At most ``n`` cards the selector admits (``n: 0``: "if you have no (Earth Alliance) Unit tokens")."""

    n: int
    cards: Cards

    def holds(self, m: GundamMatch, ctx) -> bool:
        return len(self.cards.candidates(m, ctx)) <= self.n

    def describe(self) -> str:
        return (f"there is no {self.cards.text()}" if self.n == 0 else
                f"there are at most {self.n} {self.cards.plural()}")


@dataclass(frozen=True, slots=True)
class ThisIs(Condition):
    """This Unit (the one the ability speaks for) passes the selector's filters: "while this Unit has 5 or more
    AP", "if this is a (CB) Unit", "while this Unit is blue"."""

    cards: Cards

    def holds(self, m: GundamMatch, ctx) -> bool:
        return ctx.this >= 0 and self.cards.qualifies(m, ctx, ctx.this)

    def describe(self) -> str:
        return f"this is {self.cards.describe()}"


@dataclass(frozen=True, slots=True)
class Attacking(Condition):
    """This Unit is attacking: ``player`` (the enemy player), ``unit`` (an enemy Unit) or ``any``."""

    target: str

    def holds(self, m: GundamMatch, ctx) -> bool:
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

    def holds(self, m: GundamMatch, ctx) -> bool:
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

    def holds(self, m: GundamMatch, ctx) -> bool:
        u = ctx.this
        pl = m.pilot[u] if u >= 0 and m.pilot[u] >= 0 else last_pilot(ctx)
        return pl >= 0 and self.cards.qualifies(m, ctx, pl, in_hand=True)

    def describe(self) -> str:
        return f"its pilot is {self.cards.describe()}"


@dataclass(frozen=True, slots=True)
class HandGe(Condition):
    n: int

    def holds(self, m: GundamMatch, ctx) -> bool:
        return len(m.zones[m.z_hand[ctx.controller]]) >= self.n

    def describe(self) -> str:
        return f"you hold {self.n}+ cards"


@dataclass(frozen=True, slots=True)
class DeployedFromTrash(Condition):
    """This Unit was deployed from the trash (by ``deploy_card``, which marks it for the turn)."""

    def holds(self, m: GundamMatch, ctx) -> bool:
        return ctx.this >= 0 and bool(m.mods) and has_modifier(m, ctx.this, "from_trash")

    def describe(self) -> str:
        return "it was deployed from your trash"


@dataclass(frozen=True, slots=True)
class YourLevelGe(Condition):
    """"If you are Lv.N or higher": the controller's resources (rested and EX included) number N or more (CR 2-8)."""

    n: int

    def holds(self, m, ctx) -> bool:
        return len(m.zones[m.z_resources[ctx.controller]]) >= self.n

    def describe(self) -> str:
        return f"you are Lv {self.n} or higher"


@dataclass(frozen=True, slots=True)
class HandLe(Condition):
    n: int

    def holds(self, m, ctx) -> bool:
        return len(m.zones[m.z_hand[ctx.controller]]) <= self.n

    def describe(self) -> str:
        return f"you hold {self.n} or fewer cards"


@dataclass(frozen=True, slots=True)
class ActiveResourcesGe(Condition):
    """The controller has N active resources (could pay ① N times now: "you may pay ①")."""

    n: int

    def holds(self, m, ctx) -> bool:
        rested = m.rested
        return len([r for r in m.zones[m.z_resources[ctx.controller]] if not rested[r]]) >= self.n

    def describe(self) -> str:
        return f"you have {self.n} active resource{'s' if self.n > 1 else ''}"


@dataclass(frozen=True, slots=True)
class PairedThisTurn(Condition):
    """This Unit's Pilot was paired with it this turn (GD03-069)."""

    def holds(self, m, ctx) -> bool:
        pl = m.pilot[ctx.this] if ctx.this >= 0 else -1
        return pl >= 0 and m.entered[pl] == m.turn_number

    def describe(self) -> str:
        return "it was paired this turn"


@dataclass(frozen=True, slots=True)
class PaidWithEx(Condition):
    """The Command resolving was paid with an EX Resource ("if you use an EX Resource to play this card")."""

    def holds(self, m, ctx) -> bool:
        return bool(m.mods) and has_modifier(m, ctx.source, "paid_with_ex")

    def describe(self) -> str:
        return "you used an EX Resource to play it"


@dataclass(frozen=True, slots=True)
class ItIs(Condition):
    """The card the enclosing ``choose`` picked passes the selector's filters ("if it has <Repair>", "if it is a
    (Jupitris) Unit")."""

    cards: Cards

    def holds(self, m, ctx) -> bool:
        return ctx.it >= 0 and self.cards.qualifies(m, ctx, ctx.it)

    def describe(self) -> str:
        return f"it is {self.cards.describe()}"


@dataclass(frozen=True, slots=True)
class ItDestroyed(Condition):
    """The card the enclosing ``choose`` picked has left play ("when this effect destroys an enemy Unit": asked
    right after the damage, so leaving play there means being destroyed)."""

    def holds(self, m, ctx) -> bool:
        return ctx.it >= 0 and not m.in_play_zone[m.card_zone[ctx.it]]

    def describe(self) -> str:
        return "it was destroyed"


NAMED_CONDITIONS = {"during_pair": DuringPair(), "during_link": DuringLink(), "your_turn": YourTurn(),
                    "deployed_from_trash": DeployedFromTrash(), "paired_this_turn": PairedThisTurn(),
                    "paid_with_ex_resource": PaidWithEx(), "it_destroyed": ItDestroyed()}
_COUNTED = {"your_level_ge": (YourLevelGe, 0, 15), "hand_le": (HandLe, 0, 60),
            "active_resources_ge": (ActiveResourcesGe, 1, 15)}


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
            return CountGe(int_arg(v["n"], f"{where}.count_ge.n", 1, 60),
                           read_selector(v["cards"], f"{where}.count_ge"))
        if k == "count_le":
            if not isinstance(v, dict) or set(v) != {"n", "cards"}:
                raise CompileError(f"{where}.count_le: expected {{n, cards}}, got {v!r}")
            return CountLe(int_arg(v["n"], f"{where}.count_le.n", 0, 60),
                           read_selector(v["cards"], f"{where}.count_le"))
        if k == "this":
            return ThisIs(read_selector(v, f"{where}.this"))
        if k == "battling":
            return Battling(read_selector(v, f"{where}.battling"))
        if k == "attacking":
            if v not in ("player", "unit", "any"):
                raise CompileError(f"{where}.attacking: player, unit or any, got {v!r}")
            return Attacking(v)
        if k == "pilot":
            return PilotIs(read_selector({"type": "pilot", "zone": "pilots", **v} if isinstance(v, dict) else v,
                                         f"{where}.pilot"))
        if k == "hand_ge":
            return HandGe(int_arg(v, f"{where}.{k}", 0, 60))
        if k in _COUNTED:
            cls, lo, hi = _COUNTED[k]
            return cls(int_arg(v, f"{where}.{k}", lo, hi))
        if k == "it":
            return ItIs(read_selector(v, f"{where}.it"))
        raise CompileError(f"{where}: unknown condition {k!r}")
    raise CompileError(f"{where}: bad condition {spec!r}")
