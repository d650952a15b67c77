"""Gundam's timings: one :class:`~tcgkit.core.effects.TriggerKind` object per timing of triggered abilities, and the
:class:`~tcgkit.core.effects.Window` of each kind of activated ability (Gundam CR 9-1-6; rules/gundam.md §1.7).

The rules fire an event at its moment (``fire(m, "deployed", uid)``, :func:`tcgkit.core.effects.fire`); each timing
listening to it names the cards that hear it, and their abilities of that timing wait in the core's trigger queue
as ``Ctx(controller, source, this, -1, memo)``: ``this`` is the Unit the ability speaks for (a paired Pilot's
ability speaks for its Unit), ``memo`` the Unit's last-known paired Pilot where the moment keeps one (a 【Destroyed】
Unit's, a Unit that destroyed an enemy Unit), else -1. Each player orders their own waiting triggers, players in
turn order from the turn player; a 【Burst】 goes before ordinary triggers (priority :data:`BURST_PRIORITY`, CR
9-1-6-8). An eliminated player's cards trigger nothing (battle royale). A rule trigger (<Breach>) waits with the
key :data:`BREACH_KEY` and the frame that resolves it; a delayed trigger an effect set up for the turn
(:mod:`.primitives.delayed`) with :data:`DELAYED_KEY` and the frame that resolves its ability
(:func:`queue_delayed`).

A new timing is one class here, listed in :data:`TIMINGS`, fired by the rule that makes its moment, used in card
data (``when: NAME``), with a test.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterator, NamedTuple

from tcgkit.core.effects import CompileError, Ctx, TriggerKind, Window, int_arg, queue_trigger, resolve_ability
from tcgkit.games.gundam.carddef import shares

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.core.effects import Ability, Vocabulary
    from tcgkit.games.gundam.match import GundamMatch


#: the key of a waiting <Breach> trigger (a keyword's, not one of the card's abilities)
BREACH_KEY = -1
#: the priority class of a 【Burst】 (ordinary triggers: 0)
BURST_PRIORITY = 1
#: the key of a waiting delayed trigger (:func:`queue_delayed`)
DELAYED_KEY = -2
#: the modifier key of a delayed trigger set up for the turn: ``(target, DELAYED, (source, index, controller),
#: TURN)``, ``target`` the Unit it waits on or ``-1 - controller``; ``index`` into ``CardDef.delayed`` of ``source``
DELAYED = "delayed_trigger"


class That(NamedTuple):
    """A trigger's memo when the effect's "that Unit" is another card than this one (:mod:`.battle_triggers`):
    ``that`` (uid), this Unit's paired Pilot at the moment (-1: none) and a number the moment carries (the cost
    paid, ``effect_cost_paid``; the amount ``cost_paid`` reads it)."""

    that: int
    pilot: int = -1
    amount: int = 0


def last_pilot(ctx: Ctx) -> int:
    """This Unit's last-known paired Pilot kept in a trigger's memo (-1: none)."""
    memo = ctx.memo
    if memo.__class__ is That:
        return memo.pilot
    return memo if isinstance(memo, int) else -1


def out(m: "GundamMatch", p: int) -> bool:
    """Whether ``p`` is eliminated (battle royale): their cards trigger nothing."""
    return bool(m.out) and bool(m.out >> p & 1)


def team_field_sources(m: "GundamMatch", team: int) -> Iterator[tuple[int, int]]:
    """``(unit, source)`` for the cards of ``team`` that hear a team-wide moment: every Unit and Base in the battle
    areas and base sections of its players still in the game (a team's shared base section once), each followed
    by its paired Pilot (rules/gundam.md §1.8: a team's members are "friendly")."""
    seen = set()
    for p in m.seats:
        if m.team_of[p] != team or out(m, p):
            continue
        for z in (m.z_battle[p], m.z_base[p]):
            if z in seen:
                continue  # a team's one base section
            seen.add(z)
            for u in m.zones[z]:
                yield u, u
                pl = m.pilot[u]
                if pl >= 0:
                    yield u, pl


def queue_delayed(kind: TriggerKind, m: "GundamMatch", subject: int, data: Any) -> None:
    """Queue the delayed triggers of timing ``kind`` set up this turn (modifiers :data:`DELAYED`) that the moment
    concerns (``kind.delayed_ctx`` builds the context, or None): each resolves its ability with that context
    (its condition checked then), controlled by the player whose effect set it up. Each time, or (option
    ``delayed_trigger_each_time: false``) the first time only: then the record ends."""
    defs = m.card_def
    fired = []
    for mod in m.mods:
        if mod[1] != DELAYED:
            continue
        source, index, ctl = mod[2]
        ability = defs[source].delayed[index]
        if ability.trigger is not kind or out(m, ctl):
            continue
        ctx = kind.delayed_ctx(m, ability, ctl, source, mod[0], subject, data)
        if ctx is not None:
            queue_trigger(m, ctl, source, DELAYED_KEY, (resolve_ability, ability, ctx))
            fired.append(mod)
    if fired and not m.game.options.delayed_trigger_each_time:
        m.mods = [mod for mod in m.mods if all(mod is not f for f in fired)]


class UnitTiming(TriggerKind):
    """A Unit's (or Base's) own moment, fired with the Unit as subject: its abilities and its paired Pilot's hear
    it; ``data`` is its last-known Pilot where the moment keeps one (None: -1)."""

    def listeners(self, m: "GundamMatch", unit: int, data: Any):
        p = m.card_owner[unit]
        if m.out and m.out >> p & 1:
            return ()
        lk = -1 if data is None else data
        pl = m.pilot[unit] if m.pilot[unit] >= 0 else lk
        return ((p, unit, unit, lk), (p, pl, unit, lk)) if pl >= 0 else ((p, unit, unit, lk),)

    def collect(self, m: "GundamMatch", unit: int, data: Any) -> None:
        """:meth:`listeners` and the core's ``collect`` spelt out: the rules fire these moments for every deploy,
        attack and destruction, and most Units have no ability of the timing."""
        p = m.card_owner[unit]
        if m.out and m.out >> p & 1:
            return
        defs = m.card_def
        lk = -1 if data is None else data
        found = defs[unit].abilities.triggered.get(self)
        if found is not None:
            self.queue(m, p, unit, found, Ctx(p, unit, unit, -1, lk), unit, data)
        pl = m.pilot[unit]
        if pl < 0:
            pl = lk
        if pl >= 0:
            found = defs[pl].abilities.triggered.get(self)
            if found is not None:
                self.queue(m, p, pl, found, Ctx(p, pl, unit, -1, lk), unit, data)


class PlayerTiming(UnitTiming):
    """A moment of a player (the subject): the Units (and their Pilots) in the player's battle area hear it, and
    with ``bases`` the Base too (in team battle the team's Base, its owner controlling its abilities)."""

    bases = True

    def listeners(self, m: "GundamMatch", p: int, data: Any):
        zones = (m.z_battle[p], m.z_base[p]) if self.bases else (m.z_battle[p],)
        found = []
        for z in zones:
            for u in list(m.zones[z]):
                found.extend(UnitTiming.listeners(self, m, u, None))
        return found

    def collect(self, m: "GundamMatch", p: int, data: Any) -> None:
        for z in ((m.z_battle[p], m.z_base[p]) if self.bases else (m.z_battle[p],)):
            for u in list(m.zones[z]):
                UnitTiming.collect(self, m, u, None)


class Deploy(UnitTiming):
    name, words, event = "deploy", "On deploy", "deployed"


class Attack(UnitTiming):
    name, words, event = "attack", "When it attacks", "attacks"


class Destroyed(UnitTiming):
    """【Destroyed】: fired with the Unit's last-known Pilot (it resolves with last-known state, §1.7)."""

    name, words, event = "destroyed", "When destroyed", "destroyed"


class WhenLinked(UnitTiming):
    name, words, event = "when_linked", "When linked", "linked"


class DestroysShield(UnitTiming):
    name, words = "destroys_shield", "When it destroys a card of the enemy shield area with battle damage"
    event = "destroyed_shield_area_card"


class WhenPaired(TriggerKind):
    """【When Paired】, fired with the Unit and the Pilot; 【When Paired･(Trait) Pilot】 / 【When Paired･Lv.N or Higher
    Pilot】 qualify the Pilot: ``when: {when_paired: {trait: X}}`` (or a list of traits), ``{level_ge: N}``."""

    name, words, event = "when_paired", "When paired", "paired"

    def listeners(self, m: "GundamMatch", unit: int, pilot: int):
        p = m.card_owner[unit]
        return () if out(m, p) else ((p, unit, unit, -1), (p, pilot, unit, -1))

    def compile_qualifier(self, value: Any, where: str, vocab: "Vocabulary") -> Any:
        if not isinstance(value, dict) or len(value) != 1:
            raise CompileError(f"{where}: a Pilot qualifier is {{trait: X}} or {{level_ge: N}}, got {value!r}")
        (k, v), = value.items()
        if k == "trait":
            return ("trait", tuple(v) if isinstance(v, list) else v)
        if k == "level_ge":
            return ("level_ge", int_arg(v, f"{where}.level_ge", 0, 10))
        raise CompileError(f"{where}: a Pilot qualifier is trait or level_ge, got {k!r}")

    def describe_qualifier(self, q: Any) -> str:
        k, v = q
        if k == "trait":
            return " with a " + "/".join(f"({t})" for t in ((v,) if isinstance(v, str) else v)) + " pilot"
        return f" with a Lv {v}+ pilot"

    def qualifies(self, m: "GundamMatch", ability: "Ability", ctx: Ctx, unit: int, pilot: int) -> bool:
        if ctx.source != unit:
            return True  # the Pilot's own 【When Paired】 is not qualified by itself
        k, v = ability.qualifier
        d = m.card_def[pilot]
        if k == "trait":
            return v in d.traits if isinstance(v, str) else shares(v, d.traits)
        return d.level >= v


class SelectorQualified(TriggerKind):
    """A timing qualified by a selector over the card that made the moment: ``when: {NAME: SELECTOR}``."""

    def compile_qualifier(self, value: Any, where: str, vocab: "Vocabulary") -> Any:
        return vocab.selector(value, where)

    def describe_qualifier(self, q: Any) -> str:
        return f" ({q.describe()})"


class FriendlyReaction(SelectorQualified):
    """A friendly Unit was paired / became linked (fired with that Unit): every card of its player in play with this
    timing reacts if its condition holds now (【During Pair】 of the reacting card) and its qualifier admits the
    Unit."""

    this_is_subject = False

    def collect(self, m: "GundamMatch", unit: int, data: Any) -> None:
        p = m.card_owner[unit]
        if out(m, p):
            return
        abilities_of = m.abilities_of
        for z in (m.z_battle[p], m.z_base[p]):
            for u in m.zones[z]:
                for src in (u, m.pilot[u]):
                    if src < 0:
                        continue
                    for ab in abilities_of(src).on(self):
                        if ab.cond is not None and not ab.cond.holds(m, Ctx(p, src, u, -1, -1)):
                            continue
                        if ab.qualifier is None or ab.qualifier.qualifies(m, Ctx(p, src, u), unit):
                            this = unit if self.this_is_subject else u
                            queue_trigger(m, p, src, ab.index, Ctx(p, src, this, -1, -1))


class FriendlyPaired(FriendlyReaction):
    name, words, event = "friendly_paired", "When you pair a pilot with a unit", "paired"


class FriendlyLinked(FriendlyReaction):
    """The Unit that became linked is ``that`` (``ctx.this``) in the effect."""

    name, words, event = "friendly_linked", "When a unit of yours becomes linked", "linked"
    this_is_subject = True


class DestroysEnemy(TriggerKind):
    """This Unit destroyed an enemy Unit with battle damage: fired with the attacker and ``(its Pilot, whether the
    destroyed Unit was linked)`` as they were in the battle; ``when: {destroys_enemy: {linked: true}}`` asks for a
    Link Unit."""

    name, words, event = "destroys_enemy", "When it destroys an enemy unit with battle damage", "destroyed_enemy"

    def listeners(self, m: "GundamMatch", a: int, data: tuple):
        p = m.card_owner[a]
        pl = data[0]
        if out(m, p):
            return ()
        return ((p, a, a, pl), (p, pl, a, pl)) if pl >= 0 else ((p, a, a, pl),)

    def compile_qualifier(self, value: Any, where: str, vocab: "Vocabulary") -> Any:
        if value != {"linked": True}:
            raise CompileError(f"{where}: the only qualifier is {{linked: true}}, got {value!r}")
        return ("linked", True)

    def describe_qualifier(self, q: Any) -> str:
        return " (a Link Unit)"

    def qualifies(self, m: "GundamMatch", ability: "Ability", ctx: Ctx, a: int, data: tuple) -> bool:
        return data[1]


class EndOfTurn(PlayerTiming):
    name, words, event = "end_of_turn", "At the end of your turn", "end_of_turn"


class EffectDraw(PlayerTiming):
    """``p`` drew with an effect: the Units (and Pilots) of ``p``'s battle area hear it."""

    name, words, event = "effect_draw", "When you draw with an effect", "drew_by_effect"
    bases = False


class ExResourcePlaced(PlayerTiming):
    """"When you place an EX Resource" (GD02-022, GD03-023, GD04-124): ``p`` placed one (not when the limit stops it,
    §1.10 ruling 5); ``p``'s Units (and Pilots) and Base hear it."""

    name, words, event = "ex_resource_placed", "When you place an EX Resource", "ex_resource_placed"


class SupportUsed(SelectorQualified):
    """This Unit's <Support> raised a Unit's AP (fired with the supporting Unit and the target): the qualifier
    selector admits the target."""

    name, words, event = "support_used", "When its <Support> raises a unit's AP", "support_used"

    def listeners(self, m: "GundamMatch", unit: int, target: int):
        return UnitTiming.listeners(self, m, unit, None)

    def qualifies(self, m: "GundamMatch", ability: "Ability", ctx: Ctx, unit: int, target: int) -> bool:
        return ability.qualifier.qualifies(m, Ctx(ctx.controller, ctx.source, ctx.this), target)


class Burst(TriggerKind):
    """【Burst】: its owner chose to use it when the Shield was destroyed (fired with the Shield and its owner); it
    waits in the Burst priority class (CR 9-1-6-8)."""

    name, words, event, zone, priority = "burst", "Burst", "burst", "shield_area", BURST_PRIORITY

    def listeners(self, m: "GundamMatch", shield: int, owner: int):
        return () if out(m, owner) else ((owner, shield, -1, -1),)


DEPLOY, ATTACK, DESTROYED, WHEN_PAIRED, WHEN_LINKED, BURST = (
    Deploy(), Attack(), Destroyed(), WhenPaired(), WhenLinked(), Burst())
DESTROYS_ENEMY, DESTROYS_SHIELD, END_OF_TURN = DestroysEnemy(), DestroysShield(), EndOfTurn()
FRIENDLY_PAIRED, FRIENDLY_LINKED, EFFECT_DRAW, SUPPORT_USED = (
    FriendlyPaired(), FriendlyLinked(), EffectDraw(), SupportUsed())
EX_RESOURCE_PLACED = ExResourcePlaced()

TIMINGS: tuple[TriggerKind, ...] = (
    DEPLOY, ATTACK, DESTROYED, WHEN_PAIRED, FRIENDLY_PAIRED, WHEN_LINKED, FRIENDLY_LINKED, BURST, DESTROYS_ENEMY,
    DESTROYS_SHIELD, END_OF_TURN, EFFECT_DRAW, SUPPORT_USED, EX_RESOURCE_PLACED)
"""Every timing of Gundam's vocabulary; timings of one event wait in this order (a Unit's own 【When Paired】 before
the friendly reactions to it)."""

MAIN = Window("main", "Main", zone="hand")
ACTION = Window("action", "Action", zone="hand")
ACTIVATE_MAIN = Window("activate_main", "Activated (main phase)")
ACTIVATE_ACTION = Window("activate_action", "Activated (action step)")
WINDOWS = (MAIN, ACTION, ACTIVATE_MAIN, ACTIVATE_ACTION)
"""【Main】 and 【Action】 (a Command played from the hand; ``activate: [main, action]`` for 【Main】/【Action】),
【Activate･Main】 and 【Activate･Action】 (a card in play)."""
