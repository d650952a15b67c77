"""Abilities of beings, on the core's :class:`~tcgkit.core.effects.Ability`: triggered ones (when bound, flipped,
destroyed, at the start of the turn: :mod:`.triggers`) wait in the core's trigger queue and resolve in turn order
(:func:`~tcgkit.core.effects.resolve_ability`); activated ones (Kristallhüter Aurin's detach, Moorgeist's binding
from the flow) are offered in their window (the bind or action step), their costs (:mod:`.costs`) paid first, and
go on the response stack (rules §10.21) as activations.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tcgkit.core import ALL
from tcgkit.core.effects import Ctx, Window
from tcgkit.core.effects.abilities import Ability, pay_cost
from tcgkit.games.soulbound_arkana.carddef import FACE_DOWN
from tcgkit.games.soulbound_arkana.costs import SP
from tcgkit.games.soulbound_arkana.resolvable import can_resolve, effect_price
from tcgkit.games.soulbound_arkana.responses import ACTIVATION, put
from tcgkit.games.soulbound_arkana.triggers import FLOW, NO_MEMO

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.games.soulbound_arkana.match import SoulboundMatch


def ability_options(m: "SoulboundMatch", p: int, window: Window) -> list[tuple]:
    """``("ability", u, k)`` for each activated ability ``p`` may use now in ``window`` (the bind or action step):
    of a face-up being on ``p``'s field (an ability working from play) or of a card in ``p``'s flow (``from:
    flow``; one action per card id and ability)."""
    spots = m.ability_spots[p]
    from_play, from_flow = (None, window), (FLOW, window)
    if from_play not in spots and from_flow not in spots:
        return []
    defs, zones = m.card_def, m.zones
    beings, pos = m.zones[m.zid.beings[p]], m.pos
    out = []
    seen = set()
    # the cards with an ability there, by uid: the order of the actions does not depend on the order in the zones
    found = [u for u in beings if from_play in defs[u].activated_where and pos[u] != FACE_DOWN]
    if from_flow in spots:  # the few cards that can act from a flow, not the whole flow (it grows all game)
        flow, card_zone = m.zid.flow[p], m.card_zone
        found += [u for u in m.flow_actors if card_zone[u] == flow and from_flow in defs[u].activated_where]
    found.sort()
    for u in found:
        where = None if u in beings else FLOW
        d = defs[u]
        for ab in d.abilities.at(window):
            k = ab.index
            if ab.zone != where or (where is not None and (d.id, k) in seen):
                continue
            if usable(m, p, u, ab):
                seen.add((d.id, k))
                out.append(("ability", u, k))
    return out


def usable(m: "SoulboundMatch", p: int, u: int, ab: Ability) -> bool:
    """Not spent (once per turn), its condition holding, its costs payable (:mod:`.costs`), the soul points its
    effect will spend on top (:func:`~.resolvable.effect_price`), and (option ``activation_needs_a_target``) an
    effect that could do something."""
    ctx = Ctx(p, u, u, -1, NO_MEMO)
    if not ab.usable(m, ctx):
        return False
    price = effect_price(m, ab.effect)
    if price and m.sp[p] < price + sum([c.args[0] for c in ab.cost if c.kind is SP]):
        return False
    return not m.opts.activation_needs_a_target or can_resolve(m, ab.effect, ctx)


def activate_ability(m: "SoulboundMatch", action: tuple) -> None:
    """Mark the ability used, pay its costs in order (materials to detach chosen one by one) and put it on the
    stack."""
    _kind, u, k = action
    p = m.card_owner[u]
    ab = m.card_def[u].abilities[k]
    ctx = Ctx(p, u, u, -1, NO_MEMO)
    ab.mark(m, ctx)
    if ab.cost:
        m.then((pay_cost, ab.cost, 0, ctx), (ability_paid, u, k))
    else:
        ability_paid(m, u, k)


def ability_paid(m: "SoulboundMatch", u: int, k: int) -> None:
    """Frame: the costs are paid; the ability goes on the response stack."""
    p = m.card_owner[u]
    m.emit("ability", ALL, player=p, uid=u, ability=k)
    put(m, (ACTIVATION, p, u, -1, k, 0))
