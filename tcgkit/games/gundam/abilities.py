"""Abilities at work: resolving a triggered or played ability, and which activated abilities may be used now
(rules/gundam.md §1.7).

An ability's effect is a core effect tree (:mod:`tcgkit.core.effects.nodes`) resolved for the context
``Ctx(controller, source, this, it, memo)``: ``this`` is the Unit the ability speaks for (a paired Pilot speaks for
its Unit; -1 for a Command), ``memo`` the paired Pilot, last-known for 【Destroyed】 (-1 none).
"""

from __future__ import annotations

from tcgkit.core.effects import Choose, Ctx, May, Seq, mark_used, used
from tcgkit.core.zones import ALL
from tcgkit.games.gundam.management import effect_done


def resolve_ability(m, ctl: int, src: int, unit: int, index: int, pilot_lk: int) -> None:
    """Frame: one triggered or played ability resolves: its condition (last-known state), 【Once per Turn】, "you
    may", then its effect; deck-out is checked when it is done."""
    a = m.card_def[src].abilities[index]
    ctx = Ctx(ctl, src, unit, -1, pilot_lk)
    if a.cond is not None and not a.cond.holds(m, ctx):
        return
    if a.once_per_turn:
        if used(m, (src, index)):
            return
        mark_used(m, (src, index))
    m.emit("resolve", ALL, player=ctl, uid=src, card=m.card_def[src].id, timing=a.timing)
    m.then((effect_done,))
    (May(a.effect) if a.optional else a.effect).run(m, ctx)


def has_target(m, effect, ctx: Ctx) -> bool:
    """Whether an effect that opens with a choice has a card to choose (Commands and activated abilities are
    offered only then, §1.4); any other effect can always be used."""
    if effect.__class__ is Seq:
        parts = effect.parts
        if parts and (parts[0].__class__ is Choose or parts[0].__class__.__name__ == "ChooseMany"):
            return bool(parts[0].selector.candidates(m, ctx))
    return True


def activations(m, acts: list, p: int, src: int, unit: int, abilities: tuple, free: int) -> None:
    """Append ``("activate", src, index)`` for each of ``src``'s activated ``abilities`` (of one timing) that ``p``
    may use now: its cost payable from ``free`` active resources, rested-self cost, 【Once per Turn】, condition and
    first target."""
    for a in abilities:
        if a.cost > free:
            continue
        if a.rest_self and m.rested[src]:
            continue
        if a.once_per_turn and used(m, (src, a.index)):
            continue
        ctx = Ctx(p, src, unit, -1, -1)
        if (a.cond is not None and not a.cond.holds(m, ctx)) or not has_target(m, a.effect, ctx):
            continue
        acts.append(("activate", src, a.index))
