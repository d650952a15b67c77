"""The cost parts of FE Cipher's skills as :class:`~tcgkit.core.effects.CostKind` objects (card data ``cost:
[tap_self, {flip: 1}]``, the brackets of a skill; rules/fe_cipher.md §1 "Skill types"), paid in the order written,
each part by its own frames and decisions:

* ``tap_self``, ``destroy_self``: tap / destroy this unit;
* ``{tap_allies: N}`` or ``{tap_allies: {count: N, …selector}}``: tap N other untapped allies (decision
  ``tap_cost``); ``{tap_named: [NAMES]}``: one untapped ally of each name ([FS] formation skills);
* ``{flip: N}``: flip N face-up bonds face down (decision ``flip_bond``, no choice when every one must go);
* ``{discard: N}`` or ``{discard: {count: N, …selector}}``, ``{discard_same_name: N}``: send cards from the hand to
  the Retreat Area (decision ``discard_cost``);
* series 2–4: ``{destroy_orb: N}`` (B02-062 Elise: to the hand), ``{reveal: {count, …selector}}`` (B04-099 Emma,
  decision ``reveal_cost``), ``{destroy_allies: {count, …selector}}`` (B03-074 Midori, decision ``destroy_cost``),
  ``{discard_or_deploy_cf: {count, …selector}}`` (P04-011 Itsuki: a card with a [CF] skill may be deployed instead,
  without paying its cost, if the one-name rule allows; refused, it goes to the Retreat Area as a supporter refused
  after its combat does, ruling R5; the cost is paid either way).

A compiled part is the core's :class:`~tcgkit.core.effects.Cost` (a kind and its arguments); the frames that pay
the parts are in paying.py. A new cost is one class here, listed in :data:`COSTS`, used in card data, with a test.
The allies a cost taps for an ACT skill are recorded (cost_records.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tcgkit.core.effects import CompileError, CostKind, Ctx, int_arg
from tcgkit.games.fe_cipher.orbs import destroy, destroy_orbs
from tcgkit.games.fe_cipher.paying import (
    choose_destroy, choose_discard, choose_flip, choose_reveal, choose_tap, choose_tap_named, sent_or_deployed, tap,
)
from tcgkit.games.fe_cipher.selectors import read_selector

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.games.fe_cipher.match import FEMatch


def _count(value: Any, where: str, hi: int = 5) -> int:
    return int_arg(value, where, 1, hi)


def _selector(base: dict, value: Any, where: str) -> Any:
    """The selector of a part ``{count: N, KEY: …}`` (its keys beside ``count``, on ``base``)."""
    if not isinstance(value, dict):
        raise CompileError(f"{where}: {{count: N, ...selector keys}}")
    return read_selector({**base, **{k: x for k, x in value.items() if k != "count"}}, where)


def _counted(base: dict, value: Any, where: str) -> tuple:
    """``{count: N, …selector}`` → ``(N, selector)``."""
    sel = _selector(base, value, where)
    return _count(value.get("count"), where), sel


HAND = {"zone": "hand"}
OTHER_ALLY = {"side": "ally", "other": True}


class Numbered(CostKind):
    """A part with a count: ``{KIND: N}`` (1 to 5)."""

    def compile(self, value, where):
        return (_count(value, where),)


class Counted(CostKind):
    """A part with a count and a selector: ``{KIND: {count: N, …selector keys}}`` (on :attr:`base`)."""

    base: dict = HAND

    def compile(self, value, where):
        return _counted(self.base, value, where)


class Chosen(CostKind):
    """A part paid with ``n`` cards its controller chooses among :meth:`candidates`: payable while there are ``n``."""

    def candidates(self, m: "FEMatch", ctx, n, selector) -> list[int]:
        raise NotImplementedError

    def payable(self, m: "FEMatch", ctx, n, selector):
        return len(self.candidates(m, ctx, n, selector)) >= n


class TapSelf(CostKind):
    """[Tap this unit] (it must be untapped)."""

    name, takes_value = "tap_self", False

    def compile(self, value, where):
        return ()

    def describe(self):
        return "tap this unit"

    def payable(self, m: "FEMatch", ctx):
        return m.on_field(ctx.this) and not m.tapped[ctx.this]

    def pay(self, m: "FEMatch", ctx):
        tap(m, ctx.this)


class DestroySelf(CostKind):
    """[Destroy this unit]."""

    name, takes_value = "destroy_self", False

    def compile(self, value, where):
        return ()

    def describe(self):
        return "destroy this unit"

    def payable(self, m: "FEMatch", ctx):
        return m.on_field(ctx.this)

    def pay(self, m: "FEMatch", ctx):
        destroy(m, ctx.this)


class TapAllies(Chosen):
    """[Tap N other allies] (optionally only allies the selector admits, e.g. cost 2 or lower)."""

    name = "tap_allies"

    def compile(self, value, where):
        if isinstance(value, dict):  # a tap cost never taps its own unit
            return _counted(OTHER_ALLY, value, where)
        return _count(value, where), None

    def describe(self, n, selector):
        what = f" {selector.describe()}" if selector is not None else " other all" + ("y" if n == 1 else "ies")
        return f"tap {n}{what}"

    def candidates(self, m: "FEMatch", ctx, n, selector):
        return [u for u in m.units(ctx.controller) if u != ctx.this and not m.tapped[u]
                and (selector is None or selector.test(m, ctx, u))]

    def pay(self, m: "FEMatch", ctx, n, selector):
        m.then((choose_tap, self, (n, selector), n, ctx))


class TapNamed(CostKind):
    """[Tap allied "Bord" and "Cord"] (one untapped ally of each name, not this unit; [FS] formation skills)."""

    name = "tap_named"

    def compile(self, value, where):
        if not isinstance(value, list) or not value or not all(isinstance(n, str) for n in value) or len(value) > 5:
            raise CompileError(f"{where}: a list of unit names")
        return (tuple(value),)

    def describe(self, names):
        return "tap allied " + " and ".join(f'"{n}"' for n in names)

    def pick(self, m: "FEMatch", ctx, name):
        return [u for u in m.units(ctx.controller) if u != ctx.this and not m.tapped[u]
                and name in m.card_def[u].names]

    def payable(self, m: "FEMatch", ctx, names):
        for n in names:
            if not self.pick(m, ctx, n):
                return False
        return True

    def pay(self, m: "FEMatch", ctx, names):
        for name in reversed(names):
            m.then((choose_tap_named, self, name, ctx))


class Flip(CostKind):
    """[Flip N bonds face down]."""

    name = "flip"

    def compile(self, value, where):
        return (_count(value, where, 10),)

    def describe(self, n):
        return f"flip {n} bond{'s' if n > 1 else ''} face down"

    def payable(self, m: "FEMatch", ctx, n):
        face_down = m.face_down
        return len([u for u in m.zones[m.z_bonds[ctx.controller]] if not face_down[u]]) >= n

    def pay(self, m: "FEMatch", ctx, n):
        m.then((choose_flip, n, ctx))


class DiscardSameName(Numbered):
    """[Send 1 card with this unit's name from your hand to the Retreat Area]."""

    name = "discard_same_name"

    def describe(self, n):
        return f"send {n} card with this unit's name from your hand to the Retreat Area"

    def candidates(self, m: "FEMatch", ctx, n):
        names = m.card_def[ctx.this].names
        return [u for u in m.zones[m.z_hand[ctx.controller]] if u != ctx.this
                and not names.isdisjoint(m.card_def[u].names)]

    def payable(self, m: "FEMatch", ctx, n):
        return len(self.candidates(m, ctx, n)) >= n

    def pay(self, m: "FEMatch", ctx, n):
        m.then((choose_discard, self, (n,), n, ctx))


class Discard(Chosen):
    """[Send N cards from your hand to the Retreat Area]; with a selector only cards it admits ([Send 1 "Caeda"
    from your hand …], B04-003 Tsubasa; [Send 1 <Tome> …], B02-047 Rhajat)."""

    name = "discard"

    def compile(self, value, where):
        return _counted(HAND, value, where) if isinstance(value, dict) else (_count(value, where), None)

    def describe(self, n, selector):
        if selector is not None:
            what = selector.describe().replace(" from your hand", "")
            what = what if n == 1 else f"{n} × {what}"
            return f"send {what} from your hand to the Retreat Area"
        return f"send {n} card{'s' if n > 1 else ''} from your hand to the Retreat Area"

    def candidates(self, m: "FEMatch", ctx, n, selector):
        return [u for u in m.zones[m.z_hand[ctx.controller]] if u != ctx.this
                and (selector is None or selector.test(m, ctx, u))]

    def pay(self, m: "FEMatch", ctx, n, selector):
        m.then((choose_discard, self, (n, selector), n, ctx))


class DestroyOrb(Numbered):
    """[Destroy N of your orbs] (B02-062 Elise): each to its owner's hand (:func:`~.orbs.destroy_orbs`)."""

    name = "destroy_orb"

    def describe(self, n):
        return f"destroy {n} of your orbs"

    def payable(self, m: "FEMatch", ctx, n):
        return m.orb_count(ctx.controller) >= n

    def pay(self, m: "FEMatch", ctx, n):
        destroy_orbs(m, ctx.controller, n)


class RevealFromHand(Counted, Chosen):
    """[Reveal N cards the selector admits from your hand] (B04-099 Emma): they stay in the hand, shown to all."""

    name = "reveal"

    def describe(self, n, selector):
        return f"reveal {n} × {selector.describe()}"

    def candidates(self, m: "FEMatch", ctx, n, selector):
        return [u for u in m.zones[m.z_hand[ctx.controller]] if selector.test(m, ctx, u)]

    def pay(self, m: "FEMatch", ctx, n, selector):
        m.then((choose_reveal, selector, n, (), ctx))


class DestroyAllies(Counted):
    """[Destroy N allied units the selector admits] (B03-074 Midori: [Destroy an allied "Kaze"])."""

    name, base = "destroy_allies", OTHER_ALLY

    def describe(self, n, selector):
        return f"destroy {n} {selector.describe()}"

    def payable(self, m: "FEMatch", ctx, n, selector):
        return len(selector.candidates(m, ctx)) >= n

    def pay(self, m: "FEMatch", ctx, n, selector):
        for _ in range(n):
            m.then((choose_destroy, selector, ctx))


class DiscardOrDeployCF(Counted, Chosen):
    """[Send N cards the selector admits from your hand to the Retreat Area]; each with a [CF] skill may be deployed
    instead (P04-011 Itsuki Aoi)."""

    name = "discard_or_deploy_cf"

    def describe(self, n, selector):
        what = selector.describe().replace(" from your hand", "")
        what = what if n == 1 else f"{n} × {what}"
        return f"send {what} from your hand to the Retreat Area (one with a [CF] skill may be deployed instead)"

    def candidates(self, m: "FEMatch", ctx: Ctx, n, selector) -> list[int]:
        return [u for u in m.zones[m.z_hand[ctx.controller]] if u != ctx.this and selector.test(m, ctx, u)]

    def pay(self, m: "FEMatch", ctx, n, selector):
        m.then((choose_discard, self, (n, selector), n, ctx, (sent_or_deployed,)))


TAP_SELF, DESTROY_SELF, TAP_ALLIES, TAP_NAMED, FLIP = TapSelf(), DestroySelf(), TapAllies(), TapNamed(), Flip()
COSTS: tuple[CostKind, ...] = (TAP_SELF, DESTROY_SELF, TAP_ALLIES, TAP_NAMED, FLIP, DiscardSameName(), Discard(),
                               DestroyOrb(), RevealFromHand(), DestroyAllies(), DiscardOrDeployCF())
"""Every cost kind of FE Cipher (card data ``cost: [...]``), given to the vocabulary (primitives.py)."""
