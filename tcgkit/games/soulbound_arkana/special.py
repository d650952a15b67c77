"""Special beings from the special deck (seed 002 Spezialkarten; rules §8, §10.3, §10.16–18).

* **Fusion** (green): the materials the card lists come from the own hand, field or flow and go to the flow. A fusion
  that names an arcanum is performed only by that arcanum's ``fuse`` effect, which pays the special binding's SP
  besides the arcanum's cost (option ``fusion_by_arcanum_pays_binding``; rules §10.3); any other is a special
  binding in the bind step.
* **Overlay** (crystal overlay, turquoise): as many own beings on the field as it names, of a level equal to its
  rank, go under it (zone ``materials``) and stay there; abilities may detach them to the flow as a cost; when the
  overlay leaves the field they go to the flow.
* **Net** (red): its net value in own beings go from the field to the flow; it enters face up in the mode its player
  chooses (ruling ``net_face_up_shield``), and its constant effects depend on that mode.

A special binding costs 2 SP (option ``special_binding_cost``) and, by default, not the turn's normal binding
(option ``special_binding_uses_normal``). Special beings enter face up and cannot attack in that turn.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tcgkit.core import ALL
from tcgkit.games.soulbound_arkana import field
from tcgkit.games.soulbound_arkana.binding import place_being
from tcgkit.games.soulbound_arkana.carddef import FUSION, MODE_CODES, NET, OVERLAY, STRENGTH, MaterialSpec

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.games.soulbound_arkana.match import SoulboundMatch


def special_options(m: "SoulboundMatch", p: int) -> list[tuple]:
    """``("special", u, mode)`` for each special being ``p`` can bind now in the bind step (one per card id)."""
    opts = m.opts
    if m.sp[p] < opts.special_binding_cost or (opts.special_binding_uses_normal and m.bindings_left <= 0):
        return []
    out, seen = [], set()
    for u in m.zones[m.zid.special_deck[p]]:
        d = m.card_def[u]
        if d.id in seen:
            continue
        seen.add(d.id)
        if d.type == FUSION:
            if not d.requires and fusion_possible(m, p, u):
                out.append(("special", u, "strength"))
        elif d.type == OVERLAY:
            if len(overlay_candidates(m, p, u)) >= d.material_count:
                out.append(("special", u, "strength"))
        elif d.type == NET and len(m.zones[m.zid.beings[p]]) >= d.net_value:
            out.append(("special", u, "strength"))
            if opts.net_face_up_shield:
                out.append(("special", u, "shield"))
    return out


def special_chosen(m: "SoulboundMatch", action: tuple) -> None:
    """A special binding from the bind step: pay it, then choose its materials."""
    _kind, u, mode = action
    p = m.card_owner[u]
    m.sp[p] -= m.opts.special_binding_cost
    if m.opts.special_binding_uses_normal:
        m.bindings_left -= 1
    material_step(m, u, MODE_CODES[mode], ())


# ------------------------------------------------------------------------------------------- materials


def material_options(m: "SoulboundMatch", p: int, u: int, chosen: tuple) -> list[int]:
    """The cards that may be the next material of ``u`` given those ``chosen`` (a fusion's choice must leave the
    rest completable; cards in the hand or the flow that are alike count once)."""
    d = m.card_def[u]
    if d.type == OVERLAY:
        return [x for x in overlay_candidates(m, p, u) if x not in chosen]
    if d.type == NET:
        return [x for x in m.zones[m.zid.beings[p]] if x not in chosen]
    cands, on_field = _candidates(m, p, d.materials)
    need_field = field.free_being_zones(m, p) <= 0
    out, seen = [], set()
    for x in cands[len(chosen)]:
        if x in chosen:
            continue
        key = x if x in on_field else (m.card_def[x].id, m.card_zone[x])
        if key in seen:
            continue
        if _assign(cands, chosen + (x,), on_field if need_field else None):
            seen.add(key)
            out.append(x)
    return out


def material_step(m: "SoulboundMatch", u: int, pos: int, chosen: tuple) -> None:
    """Ask for the next material (decision ``material``), or bind ``u`` once all are chosen."""
    d = m.card_def[u]
    p = m.card_owner[u]
    need = len(d.materials) if d.type == FUSION else d.material_count if d.type == OVERLAY else d.net_value
    if len(chosen) < need:
        m.ask(p, "material", [("material", x) for x in material_options(m, p, u, chosen)],
              (material_chosen, u, pos, chosen))
        return
    for x in chosen:
        if d.type == OVERLAY:
            field.leave_play(m, x, m.zid.materials[0])
            m.reveal(x)
            m.attached.append((x, u))
        else:
            field.leave_play(m, x, m.zid.flow[p])
        m.emit("material", ALL, player=p, uid=x, special=d.type)
    place_being(m, u, pos, d.type)


def material_chosen(m: "SoulboundMatch", action: tuple, u: int, pos: int, chosen: tuple) -> None:
    material_step(m, u, pos, chosen + (action[1],))


# ------------------------------------------------------------------------------------------- fusion


def _candidates(m: "SoulboundMatch", p: int, specs: tuple) -> tuple[list[list[int]], frozenset]:
    """Per material spec, the cards that fit it in the allowed zones (field, flow, hand if ``fusion_from_hand``);
    and the uids of those on the field."""
    zid, defs = m.zid, m.card_def
    zones = (zid.beings[p], zid.flow[p], zid.hand[p]) if m.opts.fusion_from_hand else (zid.beings[p], zid.flow[p])
    pool = [x for z in zones for x in m.zones[z] if defs[x].is_being]
    return [[x for x in pool if s.admits(defs[x])] for s in specs], frozenset(m.zones[zid.beings[p]])


def _assign(cands: list[list[int]], chosen: tuple, need_field: frozenset | None) -> bool:
    """Whether ``chosen`` extends to one distinct card per spec (one of them from ``need_field`` when it is given:
    no being zone is free, so a material must leave the field)."""
    i = len(chosen)
    if i == len(cands):
        return need_field is None or any(x in need_field for x in chosen)
    for x in cands[i]:
        if x not in chosen and _assign(cands, chosen + (x,), need_field):
            return True
    return False


def _any_admitted(m: "SoulboundMatch", spec: "MaterialSpec", zones: tuple) -> bool:
    """Whether a card in ``zones`` fits the material ``spec``."""
    defs = m.card_def
    for z in zones:
        for x in m.zones[z]:
            if spec.admits(defs[x]):
                return True
    return False


def fusion_possible(m: "SoulboundMatch", p: int, u: int) -> bool:
    specs = m.card_def[u].materials
    zid, defs = m.zid, m.card_def
    zones = (zid.beings[p], zid.flow[p], zid.hand[p]) if m.opts.fusion_from_hand else (zid.beings[p], zid.flow[p])
    for spec in specs:  # the usual answer, cheaply: some material has no card at all
        if not _any_admitted(m, spec, zones):
            return False
    cands, on_field = _candidates(m, p, specs)
    return _assign(cands, (), on_field if field.free_being_zones(m, p) <= 0 else None)


def fusion_price(m: "SoulboundMatch") -> int:
    """The soul points a fusion performed by an effect (an arcanum's ``fuse``) costs besides the effect's own cost:
    the special binding's (seed 002 Allgemeine Regeln 10, rules §10.3), or nothing with
    ``fusion_by_arcanum_pays_binding`` off."""
    return m.opts.special_binding_cost if m.opts.fusion_by_arcanum_pays_binding else 0


def fusion_choices(m: "SoulboundMatch", p: int, via: int) -> list[int]:
    """The fusions in ``p``'s special deck that the arcanum ``via`` may perform now (those naming it, or naming
    none), one per card id; none if ``p`` cannot pay :func:`fusion_price`."""
    if m.sp[p] < fusion_price(m):
        return []
    name = m.card_def[via].name
    out, seen = [], set()
    for u in m.zones[m.zid.special_deck[p]]:
        d = m.card_def[u]
        if d.type == FUSION and d.id not in seen and d.requires in ("", name) and fusion_possible(m, p, u):
            seen.add(d.id)
            out.append(u)
    return out


def offer_fusion(m: "SoulboundMatch", p: int, via: int) -> None:
    """The ``fuse`` effect: choose a fusion (decision ``fusion``), pay :func:`fusion_price`, then its materials."""
    choices = fusion_choices(m, p, via)
    if choices:
        m.ask(p, "fusion", [("special", u, "strength") for u in choices], (fusion_chosen,))


def fusion_chosen(m: "SoulboundMatch", action: tuple) -> None:
    m.sp[m.card_owner[action[1]]] -= fusion_price(m)
    material_step(m, action[1], STRENGTH, ())


# ------------------------------------------------------------------------------------------- overlay


def overlay_candidates(m: "SoulboundMatch", p: int, u: int) -> list[int]:
    """``p``'s beings on the field whose level equals overlay ``u``'s rank ("matching", rules §10.17)."""
    rank = m.card_def[u].rank
    defs = m.card_def
    return [x for x in m.zones[m.zid.beings[p]] if defs[x].level == rank and defs[x].type in ("being", FUSION)]
