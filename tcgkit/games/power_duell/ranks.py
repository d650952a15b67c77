"""Effect ranks: totals built layer by layer, the continuous effects in force, and triggered abilities.

rules/power_duell.md §9: gravitation cards (rank 1) stand above the guardian god's special effect (2), which comes
before its effect (3); monster and other energy cards (4) never affect a guardian god. A monster's **total**
(Gesamtwert, seed 003) of a stat is its printed base, then each rank's continuous effects (:class:`~.card.Aura`)
and modifiers added in rank order (modifiers are keyed ``"<stat><rank>"``, e.g. ``"ap4"``). With the ruling
``rank_layers: clamp_each_rank`` (default) the running value is floored at 0 after each rank, so a lower rank builds
on what the higher ranks left; AP, DP and attack costs are never below 0. DP and LP totals then lose the damage the
monster has taken (:func:`dp`, :func:`lp`).

Triggered abilities wait in the core's trigger queue with the priority of their rank, so a guardian god's special
effect resolves before a monster's trigger of the same moment (:func:`fire_card`, :func:`fire_side`).
"""

from __future__ import annotations

from tcgkit.core.effects import Ctx, has_modifier, mark_used, queue_trigger, run_effect, used
from tcgkit.games.power_duell.card import trigger_priority
from tcgkit.games.power_duell.match import PowerDuellMatch, controller, emit_all, god_of

_MOD_KEYS = {stat: tuple(f"{stat}{r}" for r in (1, 2, 3, 4)) for stat in ("ap", "dp", "lp", "attack_cost")}


def total(m: PowerDuellMatch, uid: int, stat: str) -> int:
    """A monster's total of ``stat`` (``ap``, ``dp``, ``lp`` or ``attack_cost``) before damage, by rank (§9)."""
    v = getattr(m.card_def[uid], stat)
    cont = m.continuous
    mods = m.mods
    if not cont and not mods:
        return v
    add = [0, 0, 0, 0, 0]
    defs = m.card_def
    for src, host in cont:
        d = defs[src]
        if stat not in d.aura_keys:
            continue
        for a in d.auras:
            if a.key == stat and a.applies(m, src, host, uid):
                add[a.rank] += a.value
    if mods:
        keys = _MOD_KEYS[stat]
        for t, key, value, _d in mods:
            if t == uid and key in keys:
                add[int(key[-1])] += value
    if m.game.options.rank_layers == "clamp_each_rank":
        for r in (1, 2, 3, 4):
            v += add[r]
            if v < 0:
                v = 0
        return v
    v += add[1] + add[2] + add[3] + add[4]
    return v if v > 0 else 0


def ap(m: PowerDuellMatch, uid: int) -> int:
    """Total attack points (AP)."""
    return total(m, uid, "ap")


def dp(m: PowerDuellMatch, uid: int) -> int:
    """Total defense points (DP) less the DP the monster lost in damage calculations (never below 0)."""
    v = total(m, uid, "dp") - m.dp_damage[uid]
    return v if v > 0 else 0


def lp(m: PowerDuellMatch, uid: int) -> int:
    """Life points left: the total LP less the damage taken (may be below 0 until the monster is defeated)."""
    return total(m, uid, "lp") - m.lp_damage[uid]


def attack_cost(m: PowerDuellMatch, uid: int) -> int:
    """The energy points one attack of the monster costs."""
    return total(m, uid, "attack_cost")


def voided(m: PowerDuellMatch, god: int) -> bool:
    """Whether a guardian god's effect and special effect are void (a gravitation card, e.g. Planetenwende)."""
    return has_modifier(m, god, "void")


# ------------------------------------------------------------------------------------------- continuous effects


def continuous_sources(m: PowerDuellMatch):
    """Every ``(source, host)`` whose auras are in force, highest rank first: the guardian gods (unless void),
    face-up monsters, and energy cards on G and H (an aura ``to: linked`` speaks for the linked monster)."""
    Z = m.Z
    defs = m.card_def
    for p in (0, 1):
        g = god_of(m, p)
        if g >= 0 and defs[g].auras and not voided(m, g):
            yield (g, g)
    for p in (0, 1):
        for z in (Z.monster_field[p], Z.shield_field[p]):
            for u in m.zones[z]:
                if defs[u].auras:
                    yield (u, u)
    for p in (0, 1):
        for z in (Z.energy_field[p], Z.equipment_field[p]):
            for u in m.zones[z]:
                d = defs[u]
                if not d.auras:
                    continue
                if d.auras[0].to == "linked":
                    t = m.link[u]
                    if t >= 0 and m.place[t] >= 0:
                        yield (u, t)
                else:
                    yield (u, u)


def refresh(m: PowerDuellMatch) -> None:
    """Rebuild the continuous effects in force (after a card enters or leaves the field, a link, a void or a swap).

    While an LP effect is in force (and once after it ends) ``m.lp_check`` asks rules management to look for
    monsters at 0 LP or below (:func:`.damage.defeat_check`)."""
    had = m.lp_check
    m.continuous = cont = tuple(continuous_sources(m))
    if not had:
        defs = m.card_def
        for src, _host in cont:
            if defs[src].lp_auras:
                m.lp_check = True
                break


# ------------------------------------------------------------------------------------------- triggers


def fire_card(m: PowerDuellMatch, uid: int, when: str, it: int = -1) -> None:
    """Queue ``uid``'s abilities that trigger on ``when`` (an event of that card: it attacks, is forcibly
    activated …); ``it`` becomes the effect's ``it`` (e.g. the other monster of the battle)."""
    d = m.card_def[uid]
    if when in d.listens:
        _queue(m, uid, d, when, it, controller(m, uid))


def fire_side(m: PowerDuellMatch, p: int, when: str, it: int = -1) -> None:
    """Queue the abilities of player ``p``'s active cards that trigger on ``when`` (an event of the player: the
    readiness phase begins, an energy card is sacrificed, an own monster is defeated …): the guardian god on A
    (unless void), face-up monsters, energy cards on G and H."""
    Z = m.Z
    defs = m.card_def
    g = god_of(m, p)
    if g >= 0 and when in defs[g].listens and not voided(m, g):
        _queue(m, g, defs[g], when, it, p)
    for z in (Z.monster_field[p], Z.shield_field[p], Z.energy_field[p], Z.equipment_field[p]):
        for u in m.zones[z]:
            if when in defs[u].listens:
                _queue(m, u, defs[u], when, it, p)


def _queue(m: PowerDuellMatch, uid: int, d, when: str, it: int, p: int) -> None:
    for i, ab in enumerate(d.abilities):
        if ab.when != when:
            continue
        if ab.once_per_turn:
            key = (uid, i)
            if used(m, key):
                continue
            mark_used(m, key)
        queue_trigger(m, p, uid, i, it, trigger_priority(ab.rank))


def resolve_trigger(m: PowerDuellMatch, t: tuple) -> None:
    """A waiting trigger resolves: its effect runs for its controller, with the card as "this"."""
    _batch, _prio, p, source, key, it = t
    ab = m.card_def[source].abilities[key]
    emit_all(m, "resolve", player=p, uid=source, rank=ab.rank)
    run_effect(m, ab.effect, Ctx(p, source, source, it if it is not None else -1))
