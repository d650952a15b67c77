"""Gundam's timings of moments in a battle that the later sets name (GD02–GD04, issue 20): a Unit deals battle
damage to an enemy Unit, a friendly Unit destroys an enemy Unit or a card of an enemy shield area, this Unit
destroys an enemy Unit with a paired Pilot of a kind, this Unit's attack is blocked, this Base takes battle damage.

One :class:`~tcgkit.core.effects.TriggerKind` each, as in :mod:`.triggers` (same queue, same order: each player
orders their own, the turn player's first, CR 9-1-6). The battle fires their events (:mod:`.battle`):
``dealt_battle_damage`` (the source, the damaged Unit) in ``battle.battle_damage``; ``destroying_enemy`` (the
attacker, ``(the destroyed Unit, its Pilot)``) in ``battle.unit_battle`` once the damage is dealt and before rules
management removes the destroyed Unit (so the qualifiers read both Units as they were in the battle);
``shield_area_card_destroyed`` (the Unit) by the attack's damage and by its <Breach> (ruling "Destroys a shield
area card with damage"); ``blocked`` (the attacker, the blocker) in ``battle.blocked``; ``base_battle_damaged``
(the Base, the attacker) in ``battle.hit_shield_area``. Two moments of a friendly Unit outside the damage step
share the team reaction: another friendly Unit attacks (``attacks``) and you pair a Pilot (``paired``).

Where the effect speaks of "that Unit" and it is not the reacting card, the trigger's memo is a :class:`That`
(``target_card(ctx, "that")`` reads it; conditions read its ``pilot`` as the last-known Pilot).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tcgkit.core.effects import CompileError, Ctx, TriggerKind, queue_trigger
from tcgkit.games.gundam.triggers import That, out, queue_delayed, team_field_sources

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.core.effects import Ability, Vocabulary
    from tcgkit.games.gundam.match import GundamMatch


def _qualifier(value: Any, where: str, vocab: "Vocabulary", keys: tuple[str, ...]) -> dict:
    """``{KEY: SELECTOR, …}`` with keys of ``keys`` (at least one) → the compiled selectors by key."""
    if not isinstance(value, dict) or not value or set(value) - set(keys):
        raise CompileError(f"{where}: a qualifier is a mapping of {', '.join(keys)} to selectors, got {value!r}")
    return {k: vocab.selector(v, f"{where}.{k}") for k, v in value.items()}


def _describe(q: dict) -> str:
    return "".join(f" ({k}: {sel.describe()})" for k, sel in q.items())


class TeamBattleReaction(TriggerKind):
    """A battle moment of Unit ``unit`` (fired with it and ``data``): the cards in play of its team with this
    timing (Units, their Pilots, the Base; a teammate's too, rules/gundam.md §1.8) react if their condition holds
    and their qualifier admits the moment; ``that`` is :meth:`that_of` the moment."""

    keys: tuple[str, ...] = ("cards",)

    def compile_qualifier(self, value: Any, where: str, vocab: "Vocabulary") -> Any:
        return _qualifier(value, where, vocab, self.keys)

    def describe_qualifier(self, q: Any) -> str:
        return _describe(q)

    def that_of(self, unit: int, data: Any) -> int:
        return unit

    def admits(self, m: "GundamMatch", q: dict | None, ctx: Ctx, unit: int, data: Any) -> bool:
        """Whether a reacting card's qualifier admits the moment (no qualifier: this Unit's own moment)."""
        if q is None or "cards" not in q:
            return ctx.this == unit
        return q["cards"].test(m, ctx, unit)

    def collect(self, m: "GundamMatch", unit: int, data: Any) -> None:
        team = m.team_of[m.card_owner[unit]]
        that = self.that_of(unit, data)
        for u, src in team_field_sources(m, team):
            ctl, pl = m.card_owner[u], m.pilot[u]
            for ab in m.abilities_of(src).on(self):
                ctx = Ctx(ctl, src, u, -1, That(that, pl))
                if ab.cond is not None and not ab.cond.holds(m, ctx):
                    continue
                if self.admits(m, ab.qualifier, ctx, unit, data):
                    queue_trigger(m, ctl, src, ab.index, ctx)
        if m.mods:
            queue_delayed(self, m, unit, data)

    def delayed_ctx(self, m: "GundamMatch", ability: "Ability", ctl: int, source: int, target: int, unit: int,
                    data: Any) -> Ctx | None:
        """The context a delayed trigger of this timing (:mod:`.primitives.delayed`) resolves with when Unit
        ``unit``'s moment happens, or None if it does not concern it: set up on a Unit (``target`` ≥ 0), that Unit's
        moment only (it is "this"); else its qualifier decides (the source is "this")."""
        if target >= 0 and target != unit:
            return None
        this = target if target >= 0 else source
        ctx = Ctx(ctl, source, this, -1, That(self.that_of(unit, data), m.pilot[this] if target >= 0 else -1))
        return ctx if self.admits(m, ability.qualifier, ctx, unit, data) else None


class DealsBattleDamage(TeamBattleReaction):
    """"When this Unit deals battle damage to an enemy Unit" (GD03-052, GD04-054, GD04-096; a Pilot's speaks for
    its Unit) and "when one of your (Trait) Units does" (GD03-076): ``{cards: SELECTOR}`` names the Units (none:
    this one), ``{that: SELECTOR}`` the damaged Unit, which is ``that``. It resolves after the damage step's rules
    management: ``that`` may have been destroyed already (then an effect on it does nothing); damage not dealt
    (0 AP, an immunity) fires nothing (CR 4-6)."""

    name, words, event = "deals_battle_damage", "When it deals battle damage to an enemy unit", "dealt_battle_damage"
    keys = ("cards", "that")

    def that_of(self, unit: int, target: int) -> int:
        return target

    def admits(self, m: "GundamMatch", q: dict | None, ctx: Ctx, unit: int, target: int) -> bool:
        if not TeamBattleReaction.admits(self, m, q, ctx, unit, target):
            return False
        return q is None or "that" not in q or q["that"].test(m, ctx, target)


class FriendlyDestroysEnemy(TeamBattleReaction):
    """"When one of your (friendly) Units destroys an enemy Unit with battle damage" (GD02-002, GD03-125): the
    attacking Unit the ``cards`` qualifier admits (read as it was in the battle, before the destroyed Unit left);
    it is ``that``. The attacker destroyed in the same battle still counts (last-known, as ``destroys_enemy``)."""

    name, words, event = ("friendly_destroys_enemy", "When a friendly unit destroys an enemy unit with battle "
                          "damage", "destroying_enemy")


class AttackerTiming(TriggerKind):
    """A moment of the attacking Unit (the subject) in its battle: its abilities and its paired Pilot's hear it,
    with that Pilot as the memo (the attacker is still in play when these fire)."""

    def listeners(self, m: "GundamMatch", a: int, data: Any):
        p = m.card_owner[a]
        pl = m.pilot[a]
        if out(m, p):
            return ()
        return ((p, a, a, pl), (p, pl, a, pl)) if pl >= 0 else ((p, a, a, pl),)


class DestroysEnemyPaired(AttackerTiming):
    """"When this Unit destroys with battle damage an enemy Unit paired with a (Trait) Pilot" (GD02-093, a Pilot's
    ability): ``{pilot: SELECTOR}`` admits the destroyed Unit's Pilot by its printed facts, as it was in the
    battle (fired with the attacker and ``(the destroyed Unit, its Pilot)``)."""

    name, words, event = ("destroys_enemy_paired", "When it destroys a paired enemy unit with battle damage",
                          "destroying_enemy")

    def compile_qualifier(self, value: Any, where: str, vocab: "Vocabulary") -> Any:
        return _qualifier(value, where, vocab, ("pilot",))["pilot"]

    def describe_qualifier(self, q: Any) -> str:
        return f" (its pilot: {q.describe()})"

    def qualifies(self, m: "GundamMatch", ability: "Ability", ctx: Ctx, a: int, data: tuple) -> bool:
        pilot = data[1]
        return pilot >= 0 and ability.qualifier.qualifies(m, ctx, pilot, in_hand=True)


class FriendlyDestroysShield(TeamBattleReaction):
    """"When one of your (Trait) Units destroys a card of an enemy shield area with damage" (GD02-001, GD04-042):
    the attack's battle damage or its <Breach> damage destroyed a Shield or the Base (ruling "Destroys a shield
    area card with damage"); once for each such damage, even when <Suppression> destroys two Shields."""

    name, words, event = ("friendly_destroys_shield", "When a friendly unit destroys an enemy shield area card",
                          "shield_area_card_destroyed")


class Blocked(AttackerTiming):
    """"When this Unit's attack is blocked by an enemy (Lv.N or lower) Unit" (GD04-088, a Pilot's ability):
    ``{blocker: SELECTOR}`` admits the blocking Unit (fired in the block step with the attacker and the blocker)."""

    name, words, event = "blocked", "When its attack is blocked", "blocked"

    def compile_qualifier(self, value: Any, where: str, vocab: "Vocabulary") -> Any:
        return _qualifier(value, where, vocab, ("blocker",))["blocker"]

    def describe_qualifier(self, q: Any) -> str:
        return f" by {q.describe()}"

    def qualifies(self, m: "GundamMatch", ability: "Ability", ctx: Ctx, a: int, blocker: int) -> bool:
        return ability.qualifier.test(m, ctx, blocker)


class BaseBattleDamaged(TriggerKind):
    """"When this Base receives battle damage from an enemy (AP N or less) Unit" (GD04-126): fired with the Base
    and the attacking Unit, which is ``that`` (``{cards: SELECTOR}`` admits it). It resolves even if the damage
    destroyed the Base (last-known, §1.7)."""

    name, words, event = "base_battle_damaged", "When this base receives battle damage", "base_battle_damaged"

    def compile_qualifier(self, value: Any, where: str, vocab: "Vocabulary") -> Any:
        return _qualifier(value, where, vocab, ("cards",))["cards"]

    def describe_qualifier(self, q: Any) -> str:
        return f" from {q.describe()}"

    def listeners(self, m: "GundamMatch", base: int, attacker: int):
        p = m.card_owner[base]
        return () if out(m, p) else ((p, base, base, That(attacker)),)

    def qualifies(self, m: "GundamMatch", ability: "Ability", ctx: Ctx, base: int, attacker: int) -> bool:
        return ability.qualifier.test(m, ctx, attacker)


DEALS_BATTLE_DAMAGE, FRIENDLY_DESTROYS_ENEMY, DESTROYS_ENEMY_PAIRED = (
    DealsBattleDamage(), FriendlyDestroysEnemy(), DestroysEnemyPaired())
FRIENDLY_DESTROYS_SHIELD, BLOCKED, BASE_BATTLE_DAMAGED = FriendlyDestroysShield(), Blocked(), BaseBattleDamaged()



class FriendlyAttacks(TeamBattleReaction):
    """"When one of your other Units with <Repair> attacks" (GD03-002): an attack declared by a Unit the ``cards``
    qualifier admits (``other: true`` leaves this Unit out); the attacker is ``that`` (``level_le_that`` reads its
    Lv). It waits with the attacker's own 【Attack】 triggers, in the same batch (CR 7, attack step)."""

    name, words, event = "friendly_attacks", "When a friendly unit attacks", "attacks"


class FriendlyPairedPilot(TeamBattleReaction):
    """"When you pair a (Lv.3 or lower / Cyber-Newtype) Pilot with one of your (blue) Units" (GD03-124, GD04-004):
    the reacting card's controller paired it (the Unit is theirs); ``{pilot: SELECTOR}`` admits the Pilot by its
    printed facts, ``{cards: SELECTOR}`` the Unit, which is ``that``. Pairing by an effect counts, and a Command
    paired as a Pilot is a Pilot (its 【Pilot】 name and facts)."""

    name, words, event = "friendly_paired_pilot", "When you pair a pilot with a unit", "paired"
    keys = ("pilot", "cards")

    def admits(self, m: "GundamMatch", q: dict | None, ctx: Ctx, unit: int, pilot: int) -> bool:
        if m.card_owner[unit] != ctx.controller:
            return False
        if q is None:
            return True
        if "pilot" in q and not q["pilot"].qualifies(m, ctx, pilot, in_hand=True):
            return False
        return "cards" not in q or q["cards"].test(m, ctx, unit)


class FriendlyDeployed(TeamBattleReaction):
    """"When this Unit or one of your (Neo Zeon) Units is deployed" (GD04-033): this Unit, or a Unit the ``cards``
    qualifier admits (its traits with those a continuous effect gives, ``grant_trait``), was deployed; once when
    both hold. A token deployed counts; the deployed Unit is ``that``."""

    name, words, event = "friendly_deployed", "When this unit or a friendly unit is deployed", "deployed"

    def admits(self, m: "GundamMatch", q: dict | None, ctx: Ctx, unit: int, data: Any) -> bool:
        return ctx.this == unit or TeamBattleReaction.admits(self, m, q, ctx, unit, data)


FRIENDLY_ATTACKS, FRIENDLY_PAIRED_PILOT, FRIENDLY_DEPLOYED = (
    FriendlyAttacks(), FriendlyPairedPilot(), FriendlyDeployed())

BATTLE_TIMINGS: tuple[TriggerKind, ...] = (
    BLOCKED, DEALS_BATTLE_DAMAGE, DESTROYS_ENEMY_PAIRED, FRIENDLY_DESTROYS_ENEMY, FRIENDLY_DESTROYS_SHIELD,
    BASE_BATTLE_DAMAGED, FRIENDLY_ATTACKS, FRIENDLY_PAIRED_PILOT, FRIENDLY_DEPLOYED)
"""The timings of this module, in the order their triggers wait (a Unit's own before the team's reactions)."""
