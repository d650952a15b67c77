"""Gundam's continuous effects on the damage a card receives (GD02–GD04, issue 20): one
:class:`~tcgkit.core.effects.StaticKind` object each, as in :mod:`.statics`, read where damage counters are put on
a card (``management.damage_card``, Gundam CR 4-6) before they are put.

``effect_damage_immunity`` (GD02-064): no effect damage from the named enemy sources (``enemy``, ``enemy_commands``,
``enemy_units``). ``damage_reduction`` (GD04-029, GD04-053, GD04-068, GD04-098): ``{from: enemy | enemy_effect,
amount: N, once_per_turn: true}`` lowers damage from an enemy (battle damage, or an enemy's effect) or from an enemy
effect alone by N; damage lowered to 0 is not dealt (no counters, no "receives damage" trigger). A reduction marked
once per turn is spent by the first damage it lowers (counted per card: a ``reduction_used`` mark on its source for
this turn). An effect of a teammate is not an enemy's (rules/gundam.md §1.8).

Given for a while only (``grant_static``, issue 20): ``battle_damage_redirect`` (GD04-087, GD04-095), battle damage
the Unit would receive is dealt to another Unit instead (read in ``battle.battle_damage``);
``indestructible_by_enemy_effects`` (GD04-101), an enemy effect's "destroy" does not destroy it (read by the
``destroy`` primitive; damage from an enemy effect still destroys it through rules management unless the option
``enemy_effect_damage_destroys`` is false, ruling "Can't be destroyed by enemy effects").
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tcgkit.core.effects import TURN, CompileError, StaticKind, add_modifier, has_modifier, int_arg
from tcgkit.core.kinds import EventKind
from tcgkit.core.zones import ALL
from tcgkit.core.words import named
from tcgkit.games.gundam.carddef import COMMAND, UNIT

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.core.effects import Vocabulary
    from tcgkit.games.gundam.match import GundamMatch

#: the mark a once-per-turn reduction leaves on its source card for the turn
USED = "reduction_used"
#: the modifiers ``grant_static`` gives a card for a while: immune to effect damage from the sources of
#: ``EffectDamageImmunity.SOURCES`` (value: their index), the next damage reduced by N, battle damage reduced by N
IMMUNITY_KEY, NEXT_KEY, BATTLE_KEY = "effect_damage_immunity", "reduce_next", "reduce_battle"


class EffectDamageImmunity(StaticKind):
    """GD02-064: this card takes no effect damage from ``enemy`` effects, from ``enemy_commands`` (a Command's
    effect) or from ``enemy_units`` (the effect of a Unit or of the Pilot paired with it)."""

    name, tags = "effect_damage_immunity", frozenset({"protection"})
    SOURCES = {"enemy": "enemy effects", "enemy_commands": "enemy commands", "enemy_units": "enemy units' effects"}

    def compile(self, value: Any, where: str, vocab: "Vocabulary") -> Any:
        if value not in self.SOURCES:
            raise CompileError(f"{where}: one of {', '.join(self.SOURCES)}, got {value!r}")
        return value

    def describe(self, value: Any, who: str) -> str:
        return f"{who} {'takes' if who.startswith('this') else 'take'} no effect damage from {self.SOURCES[value]}"

    def immune(self, m: "GundamMatch", target: int, source: int) -> bool:
        """Whether an effect in force keeps an enemy effect of card ``source`` (-1: unknown) from damaging
        ``target``."""
        kind = m.card_def[source].kind if source >= 0 else -1
        paired = source >= 0 and m.host[source] >= 0  # a Pilot-Command paired as a Pilot speaks for its Unit
        values = [e.value for e in self.in_force(m, target)]
        for mod in m.mods:  # given for a while (grant_static, GD04-119)
            if mod[0] == target and mod[1] == IMMUNITY_KEY:
                values.append(tuple(self.SOURCES)[mod[2]])
        for v in values:
            if v == "enemy" or (v == "enemy_commands" and kind == COMMAND and not paired) or (
                    v == "enemy_units" and (kind == UNIT or paired)):
                return True
        return False


class DamageReduction(StaticKind):
    """GD04-029, GD04-053 (``{from: enemy, amount: 1, once_per_turn: true}``), GD04-068, GD04-098 (``{from:
    enemy_effect, amount: N}``): damage of that kind this card receives is lowered by N; read by
    :meth:`reduce`."""

    name, tags = "damage_reduction", frozenset({"protection"})
    events = (EventKind("damage_reduced", lambda m, d: f"the damage to {named(m, d.get('uid', -1))} is reduced by "
                                                       f"{d.get('amount')}"),)

    def compile(self, value: Any, where: str, vocab: "Vocabulary") -> Any:
        if (not isinstance(value, dict) or set(value) - {"from", "amount", "once_per_turn"}
                or value.get("from") not in ("enemy", "enemy_effect") or "amount" not in value):
            raise CompileError(f"{where}: {{from: enemy | enemy_effect, amount: N, once_per_turn: true}}, got "
                               f"{value!r}")
        once = value.get("once_per_turn", False)
        if not isinstance(once, bool):
            raise CompileError(f"{where}.once_per_turn: true or false, got {once!r}")
        return value["from"] == "enemy_effect", int_arg(value["amount"], f"{where}.amount", 1, 20), once

    def describe(self, value: Any, who: str) -> str:
        effect_only, n, once = value
        what = "effect damage from an enemy" if effect_only else "damage from an enemy"
        return f"{'once per turn, ' if once else ''}{what} to {who} is reduced by {n}"

    def given(self, m: "GundamMatch", target: int, n: int, battle: bool) -> int:
        """Damage ``n`` to ``target`` after the reductions given to it for a while (``grant_static``): battle
        damage this battle (``battle``) lowered by N (GD04-113), and the next damage of any kind by N (GD04-093,
        GD04-108), which that damage spends (each such reduction once)."""
        spent = []
        for mod in m.mods:
            if mod[0] == target and n > 0 and (mod[1] == NEXT_KEY or (battle and mod[1] == BATTLE_KEY)):
                cut = min(mod[2], n)
                n -= cut
                m.emit("damage_reduced", ALL, uid=target, amount=cut)
                if mod[1] == NEXT_KEY:
                    spent.append(mod)
        if spent:
            m.mods = [mod for mod in m.mods if all(mod is not s for s in spent)]
        return n

    def reduce(self, m: "GundamMatch", target: int, n: int, effect: bool) -> int:
        """Enemy damage ``n`` to ``target`` (``effect``: an effect's, else battle damage) after the reductions in
        force; a once-per-turn reduction that lowers it is spent."""
        in_force = m.in_force
        for src, host, effects in (in_force[self] if self in in_force else ()):
            if n <= 0:
                continue
            for e in effects:
                effect_only, amount, once = e.value
                if (effect_only and not effect) or (once and has_modifier(m, src, USED)):
                    continue
                if (host == target or e.scope is not None) and self.applies(m, e, src, host, target):
                    cut = min(amount, n)
                    n -= cut
                    m.emit("damage_reduced", ALL, uid=target, amount=cut)
                    if once:
                        add_modifier(m, src, USED, 1, TURN)
        return n


#: the modifiers ``grant_static`` gives for the kinds below: ``(unit, REDIRECT_KEY, recipient, duration)``,
#: ``(unit, INDESTRUCTIBLE_KEY, 1, duration)``; and the mark of a Unit kept in play at its HP by the second
#: (``enemy_effect_damage_destroys: false``) for the turn
REDIRECT_KEY, INDESTRUCTIBLE_KEY, HELD_KEY = "battle_damage_redirect", "indestructible_by_enemy_effects", "held_at_hp"


class Granted(StaticKind):
    """A continuous effect no card prints: only an effect gives it to a Unit for a while (``grant_static``)."""

    def compile(self, value: Any, where: str, vocab: "Vocabulary") -> Any:
        raise CompileError(f"{where}: {self.name} is only given for a while (grant_static), not printed")


class BattleDamageRedirect(Granted):
    """GD04-087 (this battle), GD04-095 (this turn): battle damage this Unit would receive is dealt to another Unit
    instead — to the recipient while it is in play (gone: no redirection); immunities and reductions are then the
    recipient's. One step only: a recipient's own redirection is not followed."""

    name, tags = "battle_damage_redirect", frozenset({"protection"})
    events = (EventKind("battle_damage_redirected", lambda m, d: f"the battle damage to {named(m, d.get('uid', -1))}"
                                                                 f" is dealt to {named(m, d.get('to', -1))}",
                        cards=("uid", "to")),)

    def describe(self, value: Any, who: str) -> str:
        return f"battle damage {who} would receive is dealt to {value} instead"

    def recipient(self, m: "GundamMatch", target: int) -> int:
        """The Unit that receives the battle damage meant for ``target`` (``target`` itself without a redirection)."""
        for mod in m.mods:
            if mod[0] == target and mod[1] == REDIRECT_KEY and mod[2] != target \
                    and m.in_play_zone[m.card_zone[mod[2]]]:
                return mod[2]
        return target


class IndestructibleByEnemyEffects(Granted):
    """GD04-101 ("during this turn, friendly Units can't be destroyed by enemy effects"): an effect an opponent
    controls cannot destroy this Unit (the ``destroy`` primitive); ruling "Can't be destroyed by enemy effects"
    for damage."""

    name, tags = "indestructible_by_enemy_effects", frozenset({"protection"})
    events = (EventKind("not_destroyed", lambda m, d: f"{named(m, d.get('uid', -1))} is not destroyed by player "
                                                      f"{d.get('player')}'s effect"),)

    def describe(self, value: Any, who: str) -> str:
        return f"{who} cannot be destroyed by enemy effects"

    def holds(self, m: "GundamMatch", u: int) -> bool:
        return bool(m.mods) and has_modifier(m, u, INDESTRUCTIBLE_KEY)

    def protects(self, m: "GundamMatch", u: int, by: int) -> bool:
        """Whether ``u`` is kept from destruction by an effect of player ``by`` (an opponent's, §1.8)."""
        return by >= 0 and m.team_of[by] != m.team_of[m.card_owner[u]] and self.holds(m, u)


EFFECT_DAMAGE_IMMUNITY, DAMAGE_REDUCTION = EffectDamageImmunity(), DamageReduction()
BATTLE_DAMAGE_REDIRECT, INDESTRUCTIBLE_BY_ENEMY_EFFECTS = BattleDamageRedirect(), IndestructibleByEnemyEffects()

DAMAGE_KINDS: tuple[StaticKind, ...] = (EFFECT_DAMAGE_IMMUNITY, DAMAGE_REDUCTION, BATTLE_DAMAGE_REDIRECT,
                                        INDESTRUCTIBLE_BY_ENEMY_EFFECTS)
"""The static kinds of this module."""
