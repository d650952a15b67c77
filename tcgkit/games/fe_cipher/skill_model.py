"""What a skill is, as data: :class:`Skill`, its :class:`Trigger`, its cost parts and its CONT :class:`Static` parts.

Skill kinds (rules/fe_cipher.md §1 "Skill types"): ``act`` (activated, its cost in [ ]; ``zone`` says where it
works: the field, the Bond Area for [BS] BOND skills, the hand for [CP] HAND skills), ``auto`` (triggered), ``cont``
(while on the field), ``spec`` (rule text that works anywhere), ``atk_supp`` / ``def_supp`` (support skills).
A ``prefix`` keeps the card's family ([CCS] works only while the unit is Class Changed; [FS] formation skills tap
named allies).

Costs are objects with ``payable`` (can it be paid now?), ``pay`` (as frames and decisions) and ``describe``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tcgkit.core import ALL
from tcgkit.core.effects import Ctx
from tcgkit.games.fe_cipher.bonds import distinct_cards, face_up_bonds, flip_bond

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.games.fe_cipher.state import FEMatch


@dataclass(frozen=True, slots=True, eq=False)
class Trigger:
    """When an AUTO skill triggers: its ``timing`` (a :class:`~tcgkit.games.fe_cipher.triggers.FETiming`:
    ``deployed``, ``attacks``, ``destroyed`` …, triggers.py) and the selector its subject must pass (read with
    ``this`` = the skill's unit and ``it`` = the subject; ``None``: any)."""

    timing: Any
    subject: Any = None


@dataclass(frozen=True, slots=True, eq=False)
class Static:
    """One CONT part. ``kind`` says what it does; the other fields are its arguments:

    * ``boost``: ``amount`` attack (× ``per.count`` when ``per`` is given) for the units ``scope`` admits;
    * ``support_fails`` / ``support_succeeds``: a ``supporter`` the selector admits fails / succeeds (even with the
      same name) when supporting a unit in ``scope``;
    * ``support_boost``: a ``supporter`` of a unit in ``scope`` gets ``amount`` support;
    * ``protect``: an ``attacker`` the selector admits cannot attack the units in ``scope``;
    * ``cannot_attack``: enemy units in ``scope`` cannot attack;
    * ``orbs``: the units in ``scope`` break ``orbs`` orbs; ``no_critical``: they cannot critical hit;
    * ``also_color``: they are also ``color``; ``remove_keyword``: they lose ``keyword`` and cannot acquire it;
    * ``destroyed_to_bond``: destroyed by an attack, the unit goes to the Bond Area;
    * ``supporter_to_bond``: its owner may place a successful supporter in the Bond Area instead of the Retreat Area;
    * ``cannot_be_destroyed_by_attack``: an ``attacker`` the selector admits does not destroy them;
    * ``cannot_be_evaded``: a defender ``target`` admits (``None``: any) cannot evade their attacks;
    * ``range``: they acquire the ranges of the bits ``amount``; ``affinity``: they acquire ``keyword``;
    * ``loses_skill``: the unit's own ACT or AUTO skill number ``amount`` does not work (B02-006 Ryoma);
    * ``destroyed_enemy_to_bond``: an enemy ``target`` admits, destroyed by their attack, goes to the Bond Area;
    * ``ignores_range``: they may attack an enemy ``target`` admits whatever the distance; ``attack_only``: only
      an enemy ``target`` admits; ``critical_multiplier``: their critical hit multiplies by ``amount``.

    ``scope`` ``None`` means the unit itself; ``cond`` is read for the unit; ``ccs``: only while Class Changed;
    ``lvs``: only while the unit's stack holds that many cards ([LvS N]).
    """

    kind: str
    scope: Any = None
    cond: Any = None
    ccs: bool = False
    amount: int = 0
    per: Any = None
    supporter: Any = None
    attacker: Any = None
    orbs: int = 0
    color: str = ""
    keyword: str = ""
    target: Any = None
    lvs: int = 0


@dataclass(frozen=True, slots=True, eq=False)
class Skill:
    """One skill of a card (``index``: its place among the card's skills; triggers and once-per-turn marks use it).

    Attributes:
        kind: ``act``, ``auto``, ``cont``, ``spec``, ``atk_supp`` or ``def_supp``.
        zone: where an ACT works: ``field``, ``bonds`` ([BS]) or ``hand`` ([CP]).
        prefix: ``""``, ``"CCS"``, ``"FS"`` …; ``ccs``: works only while the unit is Class Changed.
        lvs: [LvS N], the skill exists only while the unit's stack holds N or more cards (0: no mark).
        unlimited_when_cc: once per turn only while the unit is not Class Changed (B02-008 Hinoka).
        once_per_turn; once_per_game: a ledger key shared by every skill that names it (B01-048 Elice).
        cost: cost parts (tuple); alt_cost: cost parts the player may pay instead (B04-044 Hardin; ``()``: none);
        cond: condition to use or resolve it; trigger: for AUTO.
        effect: the effect tree (core nodes + FE primitives).
        statics: CONT parts; spec: SPEC facts (a dict, read into the card by compile).
    """

    kind: str
    index: int
    zone: str = "field"
    prefix: str = ""
    ccs: bool = False
    once_per_turn: bool = False
    once_per_game: str = ""
    cost: tuple = ()
    cond: Any = None
    trigger: Any = None
    effect: Any = None
    statics: tuple = ()
    spec: Any = None
    lvs: int = 0
    unlimited_when_cc: bool = False
    alt_cost: tuple = ()


# ------------------------------------------------------------------------------------------------ cost parts


class Cost:
    """A part of a skill's cost."""

    __slots__ = ()

    def payable(self, m: "FEMatch", ctx: Ctx) -> bool:  # pragma: no cover - every part overrides it
        raise NotImplementedError

    def pay(self, m: "FEMatch", ctx: Ctx) -> None:  # pragma: no cover
        raise NotImplementedError

    def describe(self) -> str:  # pragma: no cover
        raise NotImplementedError


@dataclass(frozen=True, slots=True)
class TapSelf(Cost):
    """[Tap this unit] (it must be untapped)."""

    def payable(self, m: "FEMatch", ctx):
        return m.on_field(ctx.this) and not m.tapped[ctx.this]

    def pay(self, m: "FEMatch", ctx):
        tap(m, ctx.this)

    def describe(self):
        return "tap this unit"


@dataclass(frozen=True, slots=True)
class TapAllies(Cost):
    """[Tap N other allies] (optionally only allies the selector admits, e.g. cost 2 or lower)."""

    n: int
    selector: Any = None

    def candidates(self, m: "FEMatch", ctx):
        return [u for u in m.units(ctx.controller) if u != ctx.this and not m.tapped[u]
                and (self.selector is None or self.selector.test(m, ctx, u))]

    def payable(self, m: "FEMatch", ctx):
        return len(self.candidates(m, ctx)) >= self.n

    def pay(self, m: "FEMatch", ctx):
        m.then((choose_tap, self, self.n, ctx))

    def describe(self):
        what = f" {self.selector.describe()}" if self.selector is not None else " other all" + ("y" if self.n == 1
                                                                                               else "ies")
        return f"tap {self.n}{what}"


@dataclass(frozen=True, slots=True)
class TapNamed(Cost):
    """[Tap allied "Bord" and "Cord"] (one untapped ally of each name, not this unit; [FS] formation skills)."""

    names: tuple

    def pick(self, m: "FEMatch", ctx, name):
        return [u for u in m.units(ctx.controller) if u != ctx.this and not m.tapped[u]
                and name in m.card_def[u].names]

    def payable(self, m: "FEMatch", ctx):
        return all(self.pick(m, ctx, n) for n in self.names)

    def pay(self, m: "FEMatch", ctx):
        for name in reversed(self.names):
            m.then((choose_tap_named, self, name, ctx))

    def describe(self):
        return "tap allied " + " and ".join(f'"{n}"' for n in self.names)


@dataclass(frozen=True, slots=True)
class Flip(Cost):
    """[Flip N bonds face down]."""

    n: int

    def payable(self, m: "FEMatch", ctx):
        return sum(1 for u in m.zones[m.z_bonds[ctx.controller]] if not m.face_down[u]) >= self.n

    def pay(self, m: "FEMatch", ctx):
        m.then((choose_flip, self.n, ctx))

    def describe(self):
        return f"flip {self.n} bond{'s' if self.n > 1 else ''} face down"


@dataclass(frozen=True, slots=True)
class DiscardSameName(Cost):
    """[Send 1 card with this unit's name from your hand to the Retreat Area]."""

    n: int = 1

    def candidates(self, m: "FEMatch", ctx):
        names = m.card_def[ctx.this].names
        return [u for u in m.zones[m.z_hand[ctx.controller]] if u != ctx.this
                and not names.isdisjoint(m.card_def[u].names)]

    def payable(self, m: "FEMatch", ctx):
        return len(self.candidates(m, ctx)) >= self.n

    def pay(self, m: "FEMatch", ctx):
        m.then((choose_discard, self, self.n, ctx))

    def describe(self):
        return f"send {self.n} card with this unit's name from your hand to the Retreat Area"


@dataclass(frozen=True, slots=True)
class Discard(Cost):
    """[Send N cards from your hand to the Retreat Area]; with a ``selector`` only cards it admits ([Send 1
    "Caeda" from your hand …], B04-003 Tsubasa; [Send 1 <Tome> …], B02-047 Rhajat)."""

    n: int = 1
    selector: Any = None

    def candidates(self, m: "FEMatch", ctx):
        return [u for u in m.zones[m.z_hand[ctx.controller]] if u != ctx.this
                and (self.selector is None or self.selector.test(m, ctx, u))]

    def payable(self, m: "FEMatch", ctx):
        return len(self.candidates(m, ctx)) >= self.n

    def pay(self, m: "FEMatch", ctx):
        m.then((choose_discard, self, self.n, ctx))

    def describe(self):
        if self.selector is not None:
            what = self.selector.describe().replace(" from your hand", "")
            what = what if self.n == 1 else f"{self.n} × {what}"
            return f"send {what} from your hand to the Retreat Area"
        return f"send {self.n} card{'s' if self.n > 1 else ''} from your hand to the Retreat Area"


@dataclass(frozen=True, slots=True)
class DestroySelf(Cost):
    """[Destroy this unit]."""

    def payable(self, m: "FEMatch", ctx):
        return m.on_field(ctx.this)

    def pay(self, m: "FEMatch", ctx):
        from tcgkit.games.fe_cipher.orbs import destroy

        destroy(m, ctx.this)

    def describe(self):
        return "destroy this unit"


def tap(m: "FEMatch", uid: int) -> None:
    m.tapped[uid] = 1
    m.emit("tap", ALL, uid=uid)


# ------------------------------------------------------------------------------------------------ paying (frames)


def pay_costs(m: "FEMatch", parts: tuple, i: int, ctx: Ctx, then: tuple) -> None:
    """Frame: pay cost part ``i``, then the rest, then run the frame ``then``."""
    if m.ended:
        return
    if i >= len(parts):
        m.then(then)
        return
    m.then((pay_costs, parts, i + 1, ctx, then))
    parts[i].pay(m, ctx)


def _distinct(m: "FEMatch", uids):
    return distinct_cards(m, uids)


def choose_tap(m: "FEMatch", part: TapAllies, left: int, ctx: Ctx) -> None:
    if left <= 0:
        return
    m.then((choose_tap, part, left - 1, ctx))
    m.ask(ctx.controller, "tap_cost", [("tap", u) for u in part.candidates(m, ctx)], (tapped_chosen, ctx))


def choose_tap_named(m: "FEMatch", part: TapNamed, name: str, ctx: Ctx) -> None:
    m.ask(ctx.controller, "tap_cost", [("tap", u) for u in part.pick(m, ctx, name)], (tapped_chosen, ctx))


def tapped_chosen(m: "FEMatch", action: tuple, ctx: Ctx) -> None:
    from tcgkit.games.fe_cipher.cost_records import record_tapped

    tap(m, action[1])
    record_tapped(m, action[1], ctx)


def choose_flip(m: "FEMatch", left: int, ctx: Ctx) -> None:
    if left <= 0:
        return
    ups = face_up_bonds(m, ctx.controller)
    if len(ups) <= left:  # every face-up bond must go: no choice
        for u in ups:
            flip_bond(m, u)
        return
    m.then((choose_flip, left - 1, ctx))
    m.ask(ctx.controller, "flip_bond", [("flip", u) for u in _distinct(m, ups)], (flip_chosen,))


def flip_chosen(m: "FEMatch", action: tuple) -> None:
    flip_bond(m, action[1])


def choose_discard(m: "FEMatch", part: Any, left: int, ctx: Ctx, chosen: tuple = ()) -> None:
    """Frame: ``left`` more cards of the hand to send as the cost ``part``; ``chosen``: the frame a chosen card goes
    to (default: the Retreat Area)."""
    if left <= 0:
        return
    m.then((choose_discard, part, left - 1, ctx, chosen))
    m.ask(ctx.controller, "discard_cost", [("discard", u) for u in _distinct(m, part.candidates(m, ctx))],
          chosen or (discard_chosen,))


def discard_chosen(m: "FEMatch", action: tuple) -> None:
    uid = action[1]
    p = m.card_owner[uid]
    m.move(uid, m.z_retreat[p])
    m.emit("discard", ALL, player=p, uid=uid)
