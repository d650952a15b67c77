"""Gundam's timings of moments an effect causes (GD02–GD04, issue 19): a Unit receives effect damage, is rested or
set active by an effect, a friendly Unit does; and a Command played for its 【Main】/【Action】 (using an EX
Resource). One
:class:`~tcgkit.core.effects.TriggerKind` each, as in :mod:`.triggers` (same queue, same order: each player orders
their own, the turn player's first, CR 9-1-6); the rule or primitive that makes the moment fires its event
(``fire(m, "damaged_by_effect", unit, by)`` in ``management.damage_card``, ``rested_by_effect`` and
``set_active_by_effect`` in the ``rest`` and ``set_active`` primitives, ``command_played`` in
``play.play_command``), with the player whose effect it was.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tcgkit.core.effects import TURN, CompileError, Ctx, TriggerKind, add_modifier, fire, queue_trigger
from tcgkit.games.gundam.carddef import UNIT
from tcgkit.games.gundam.triggers import PlayerTiming, That, UnitTiming, out, team_field_sources

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.core.effects import Ability, Vocabulary
    from tcgkit.games.gundam.match import GundamMatch
class ByQualified(UnitTiming):
    """A Unit's moment caused by an effect, fired with the Unit and the player whose effect it was (``data``, -1 for
    none): its abilities and its paired Pilot's hear it; ``when: {NAME: {by: enemy}}`` asks for an opponent's effect
    (a teammate's is not an enemy's, rules/gundam.md §1.8)."""

    def compile_qualifier(self, value: Any, where: str, vocab: "Vocabulary") -> Any:
        if value != {"by": "enemy"}:
            raise CompileError(f"{where}: the only qualifier is {{by: enemy}}, got {value!r}")
        return "enemy"

    def describe_qualifier(self, q: Any) -> str:
        return " (an enemy's effect)"

    def qualifies(self, m: "GundamMatch", ability: "Ability", ctx: Ctx, unit: int, by: int) -> bool:
        return by >= 0 and m.team_of[by] != m.team_of[ctx.controller]

    def collect(self, m: "GundamMatch", unit: int, by: int) -> None:
        p = m.card_owner[unit]
        if out(m, p):
            return
        defs = m.card_def
        for src in (unit, m.pilot[unit]):
            if src >= 0:
                found = defs[src].abilities.triggered.get(self)
                if found is not None:
                    self.queue(m, p, src, found, Ctx(p, src, unit, -1, -1), unit, by)


class DamagedByEffect(ByQualified):
    """"When this Unit receives effect damage" (GD02-010, GD03-060, GD03-095): an effect put damage counters on it
    (CR 4-6; not battle damage, nothing when the damage is prevented); it resolves even if that damage destroyed it
    (last-known state, §1.7)."""

    name, words, event = "damaged_by_effect", "When it receives effect damage", "damaged_by_effect"


class RestedByEffect(ByQualified):
    """"When this Unit is rested by an effect" (GD03-038, GD04-041): an effect's ``rest`` turned it from active to
    rested (attacking, blocking and <Support> are not effects; resting a rested Unit fires nothing)."""

    name, words, event = "rested_by_effect", "When it is rested by an effect", "rested_by_effect"


class SetActiveByEffect(ByQualified):
    """"When this Unit is set active by an effect" (GD03-098): an effect's ``set_active`` turned it from rested to
    active (the start phase is not an effect)."""

    name, words, event = "set_active_by_effect", "When it is set active by an effect", "set_active_by_effect"


class RecoversHp(UnitTiming):
    """"When this Unit recovers HP" (GD02-085, a Pilot's ability): damage counters were removed from it by an effect
    or by <Repair> (fired in ``recover_hp`` and the end step); recovering nothing (no damage) fires nothing."""

    name, words, event = "recovers_hp", "When it recovers HP", "recovered_hp"


class ApReducedByEnemy(UnitTiming):
    """"When this Unit's AP is reduced by an enemy effect" (GD02-009): an opponent's effect gave it an AP-N modifier
    (the ``modify`` primitive; also at AP 0, where the modifier still applies). A constant effect lowering its AP
    is not a reduction that happens (ruling "AP reduced by an enemy effect")."""

    name, words, event = "ap_reduced_by_enemy", "When an enemy effect reduces its AP", "ap_reduced_by_enemy"


class TeamReaction(TriggerKind):
    """A friendly Unit's moment caused by an effect (fired with that Unit and the effect's player): the cards in play
    of its team (Units, their Pilots, the Base; a teammate's too, rules/gundam.md §1.8) with this timing react if
    their condition holds now and the qualifier admits the Unit — ``when: {NAME: {cards: SELECTOR}}`` (read for the
    reacting card), ``{by: enemy}`` (an opponent's effect), or both."""

    def compile_qualifier(self, value: Any, where: str, vocab: "Vocabulary") -> Any:
        if (not isinstance(value, dict) or not value or set(value) - {"cards", "by"}
                or value.get("by", "enemy") != "enemy"):
            raise CompileError(f"{where}: a qualifier is {{cards: SELECTOR}} and/or {{by: enemy}}, got {value!r}")
        sel = vocab.selector(value["cards"], f"{where}.cards") if "cards" in value else None
        return sel, "by" in value

    def describe_qualifier(self, q: Any) -> str:
        sel, enemy = q
        return (f" ({sel.describe()})" if sel is not None else "") + (" (an enemy's effect)" if enemy else "")

    def collect(self, m: "GundamMatch", unit: int, by: int) -> None:
        team = m.team_of[m.card_owner[unit]]
        for u, src in team_field_sources(m, team):
            ctl = m.card_owner[u]
            for ab in m.abilities_of(src).on(self):
                ctx = Ctx(ctl, src, u, -1, -1)
                if ab.cond is not None and not ab.cond.holds(m, ctx):
                    continue
                if ab.qualifier is not None:
                    sel, enemy = ab.qualifier
                    if enemy and (by < 0 or m.team_of[by] == m.team_of[ctl]):
                        continue
                    if sel is not None and not sel.test(m, ctx, unit):
                        continue
                queue_trigger(m, ctl, src, ab.index, ctx)


class FriendlyDamagedByEffect(TeamReaction):
    """"When a friendly (Trait) Unit receives effect damage" (GD03-053, GD03-129)."""

    name, words, event = ("friendly_damaged_by_effect", "When a friendly unit receives effect damage",
                          "damaged_by_effect")


class FriendlyRestedByEffect(TeamReaction):
    """"When a friendly Unit is rested by an enemy effect" (GD03-128)."""

    name, words, event = "friendly_rested_by_effect", "When a friendly unit is rested by an effect", "rested_by_effect"


class DamagedByEnemy(TeamReaction):
    """"When one of your other (Academy) Units receives damage from an enemy" (GD04-018): battle damage, or damage
    of an effect an opponent controls, put on a friendly Unit (fired in ``management.damage_card`` after the counters
    are put; reduced to 0 or prevented: nothing)."""

    name, words, event = "damaged_by_enemy", "When a friendly unit receives damage from an enemy", "damaged_by_enemy"


class CommandPlayed(PlayerTiming):
    """"When you activate a Command's 【Main】/【Action】" (GD04-066): ``p`` played a Command from the hand for that
    effect (not a Burst, not paired as a Pilot); it waits while the Command's effect resolves and resolves after it
    (docs/games/gundam.md, ruling "A Command played: after its effect")."""

    name, words, event = "command_played", "When you play a command", "command_played"
    bases = False


class CardsQualified(TriggerKind):
    """A timing whose only qualifier is ``{cards: SELECTOR}`` (the card the moment is about, read by its facts)."""

    def compile_qualifier(self, value: Any, where: str, vocab: "Vocabulary") -> Any:
        if not isinstance(value, dict) or set(value) != {"cards"}:
            raise CompileError(f"{where}: the qualifier is {{cards: SELECTOR}}, got {value!r}")
        return vocab.selector(value["cards"], f"{where}.cards")

    def describe_qualifier(self, q: Any) -> str:
        return f" ({q.describe()})"


class CommandPlayedWithEx(CardsQualified):
    """"When you play and activate a (Trait) Command card using an EX Resource" (GD04-020, GD04-021, GD04-085): ``p``
    played a Command from the hand for its 【Main】/【Action】 and an EX Resource paid for it (fired in
    ``play.command_paid`` with the player and the Command). The Units of ``p``'s battle area and their Pilots hear
    it; ``{cards: SELECTOR}`` admits the Command by its printed facts, which is ``that`` (in the trash once its
    effect has resolved: the trigger waits until then, as ``command_played``)."""

    name, words, event = ("command_played_with_ex", "When you play a command using an EX Resource",
                          "command_played_with_ex")

    def collect(self, m: "GundamMatch", p: int, command: int) -> None:
        if out(m, p):
            return
        for u in m.zones[m.z_battle[p]]:
            pl = m.pilot[u]
            for src in ((u, pl) if pl >= 0 else (u,)):
                for ab in m.abilities_of(src).on(self):
                    ctx = Ctx(p, src, u, -1, That(command, pl))
                    if ab.qualifier is None or ab.qualifier.qualifies(m, ctx, command, in_hand=True):
                        queue_trigger(m, p, src, ab.index, ctx)

    def heard_by(self, m: "GundamMatch", p: int) -> bool:
        """Whether a card of ``p``'s battle area has an ability of this timing (so a payment is worth choosing)."""
        if self not in m.heard:
            return False
        for u in m.zones[m.z_battle[p]]:
            if m.abilities_of(u).on(self) or (m.pilot[u] >= 0 and m.abilities_of(m.pilot[u]).on(self)):
                return True
        return False


#: the modifier key recording, for the turn, a payment for an effect: ``(-1 - player, EFFECT_PAID, unit, TURN)``
EFFECT_PAID = "paid_for_effect"


def your_listeners(m: "GundamMatch", p: int):
    """``(unit, source)`` for ``p``'s Units and their Pilots, then ``p``'s own Base ("when you …")."""
    for u in m.zones[m.z_battle[p]]:
        yield u, u
        if m.pilot[u] >= 0:
            yield u, m.pilot[u]
    for b in m.zones[m.z_base[p]]:
        if m.card_owner[b] == p:
            yield b, b


class EffectCostPaid(CardsQualified):
    """"When you pay ① or more for one of your (a friendly) Unit's effects" (GD04-100, GD04-129): ``p`` rested
    resources for an activated ability's cost or a ``pay`` in an effect of a Unit (or of the Pilot paired with it),
    fired by :func:`effect_paid` with that Unit and ``(p, cost)``. ``p``'s Units, their Pilots and ``p``'s Base hear
    it; ``{cards: SELECTOR}`` admits the Unit by its facts (``other`` against the reacting Unit), which is ``that``;
    the amount ``cost_paid`` reads the cost (an EX Resource counts 1). A Command's cost is no Unit's effect."""

    name, words, event = "effect_cost_paid", "When you pay for a unit's effect", "effect_cost_paid"

    def collect(self, m: "GundamMatch", unit: int, paid: tuple) -> None:
        p, cost = paid
        if out(m, p):
            return
        for u, src in your_listeners(m, p):
            for ab in m.abilities_of(src).on(self):
                ctx = Ctx(p, src, u, -1, That(unit, m.pilot[u], cost))
                if ab.qualifier is None or ab.qualifier.qualifies(m, ctx, unit, in_hand=True):
                    queue_trigger(m, p, src, ab.index, ctx)


class EndOfTurnAfterEffectCost(EffectCostPaid):
    """"At the end of a turn where you have paid ① or more for one of your other (Trait) Units' effects" (GD04-069):
    at the end step of any turn, for each player who paid for an effect of a Unit the ``cards`` qualifier admits that
    turn (the records :func:`effect_paid` keeps while a card of the match listens; the Unit may have left play
    since: its facts count), that player's Units and Pilots with this timing wait."""

    name, words, event = ("end_of_turn_after_effect_cost", "At the end of a turn in which you paid for a unit's "
                          "effect", "end_step")

    def collect(self, m: "GundamMatch", active: int, data: Any) -> None:
        for p in m.seats:
            paid = [mod[2] for mod in m.mods if mod[1] == EFFECT_PAID and mod[0] == -1 - p]
            if not paid or out(m, p):
                continue
            for u, src in your_listeners(m, p):
                for ab in m.abilities_of(src).on(self):
                    ctx = Ctx(p, src, u, -1, -1)
                    if ab.qualifier is None or _qualifies_one(m, ab.qualifier, ctx, paid):
                        queue_trigger(m, p, src, ab.index, ctx)



def _qualifies_one(m: "GundamMatch", qualifier: Any, ctx: Ctx, paid: list) -> bool:
    """Whether one of the cards paid for qualifies (as in the hand)."""
    for v in paid:
        if qualifier.qualifies(m, ctx, v, in_hand=True):
            return True
    return False

DAMAGED_BY_EFFECT, RESTED_BY_EFFECT, SET_ACTIVE_BY_EFFECT = DamagedByEffect(), RestedByEffect(), SetActiveByEffect()
FRIENDLY_DAMAGED_BY_EFFECT, FRIENDLY_RESTED_BY_EFFECT = FriendlyDamagedByEffect(), FriendlyRestedByEffect()
DAMAGED_BY_ENEMY = DamagedByEnemy()
COMMAND_PLAYED, RECOVERS_HP, AP_REDUCED_BY_ENEMY = CommandPlayed(), RecoversHp(), ApReducedByEnemy()
COMMAND_PLAYED_WITH_EX = CommandPlayedWithEx()
EFFECT_COST_PAID, END_OF_TURN_AFTER_EFFECT_COST = EffectCostPaid(), EndOfTurnAfterEffectCost()

EFFECT_TIMINGS: tuple[TriggerKind, ...] = (
    DAMAGED_BY_EFFECT, FRIENDLY_DAMAGED_BY_EFFECT, RESTED_BY_EFFECT, FRIENDLY_RESTED_BY_EFFECT, SET_ACTIVE_BY_EFFECT,
    DAMAGED_BY_ENEMY, COMMAND_PLAYED, COMMAND_PLAYED_WITH_EX, RECOVERS_HP, AP_REDUCED_BY_ENEMY, EFFECT_COST_PAID,
    END_OF_TURN_AFTER_EFFECT_COST)
"""The timings of this module, in the order their triggers wait (a Unit's own before the team's reactions)."""


def effect_paid(m: "GundamMatch", p: int, source: int, cost: int) -> None:
    """``p`` paid ``cost`` (≥ 1) for an effect of card ``source`` (an activated ability's cost, a ``pay`` in an
    effect; ``resources.pay``): if it is a Unit's effect (a paired Pilot's speaks for its Unit), the moment
    ``effect_cost_paid`` happens, and the turn keeps a record for ``end_of_turn_after_effect_cost`` while a card of
    the match listens to it."""
    unit = m.host[source] if m.host[source] >= 0 else source
    if m.card_def[unit].kind != UNIT:
        return
    if END_OF_TURN_AFTER_EFFECT_COST in m.heard:
        add_modifier(m, -1 - p, EFFECT_PAID, unit, TURN)
    fire(m, "effect_cost_paid", unit, (p, cost))
