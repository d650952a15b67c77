"""The field: strength and shield values, bond points, and cards leaving play. Every rule that destroys, exiles,
flips or changes bond points goes through here, so what happens on leaving (materials, locks, modifiers, constant
effects) has one home.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Sequence

from tcgkit.core import ALL
from tcgkit.core.effects import drop_target, fire, modifier_total, refresh_continuous
from tcgkit.games.soulbound_arkana.carddef import FACE_DOWN, SHIELD
from tcgkit.games.soulbound_arkana.statics import SHIELD as SHIELD_STAT, STRENGTH as STRENGTH_STAT

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.games.soulbound_arkana.match import SoulboundMatch


def strength(m: "SoulboundMatch", u: int) -> int:
    """STK: printed + modifiers + constant effects, never below 0 (rules §6)."""
    v = m.card_def[u].strength + modifier_total(m, u, "strength")
    if m.in_force:
        v += STRENGTH_STAT.total(m, u)
    return v if v > 0 else 0


def shield(m: "SoulboundMatch", u: int) -> int:
    """SCH: printed + modifiers + constant effects, never below 0 (rules §6)."""
    v = m.card_def[u].shield + modifier_total(m, u, "shield")
    if m.in_force:
        v += SHIELD_STAT.total(m, u)
    return v if v > 0 else 0


def values(m: "SoulboundMatch", beings: "Sequence[int]") -> list[tuple[int, int]]:
    """``(strength, shield)`` of each of ``beings``, as :func:`strength` and :func:`shield` give them, with the
    constant effects in force read once for the lot (an evaluation reads a whole board)."""
    defs = m.card_def
    if m.in_force:
        strengths, shields = STRENGTH_STAT.totals(m, beings), SHIELD_STAT.totals(m, beings)
    else:
        strengths = shields = [0] * len(beings)
    out, mods = [], m.mods
    for u, s, h in zip(beings, strengths, shields):
        d = defs[u]
        s += d.strength + modifier_total(m, u, "strength") if mods else d.strength
        h += d.shield + modifier_total(m, u, "shield") if mods else d.shield
        out.append((s if s > 0 else 0, h if h > 0 else 0))
    return out


def on_field(m: "SoulboundMatch", u: int) -> bool:
    """Whether ``u`` is in its owner's being zones."""
    return m.card_zone[u] == m.zid.beings[m.card_owner[u]]


def in_play(m: "SoulboundMatch", u: int) -> bool:
    """Whether ``u`` is in play: a being, a set or lasting arcanum/seal, a field arcanum or a landmark."""
    z, zid, o = m.card_zone[u], m.zid, m.card_owner[u]
    return z == zid.beings[o] or z == zid.spells[o] or z == zid.field_arcanum[o] or z == zid.landmark[o]


def free_being_zones(m: "SoulboundMatch", p: int) -> int:
    return m.opts.being_zones - len(m.zones[m.zid.beings[p]])


def locked(m: "SoulboundMatch", u: int) -> bool:
    """Whether a lock (e.g. Fesselrune) keeps ``u`` from attacking and changing mode."""
    for _src, target in m.locks:
        if target == u:
            return True
    return False


def materials_of(m: "SoulboundMatch", u: int) -> list[int]:
    """The overlay materials lying under ``u``."""
    return [x for x, h in m.attached if h == u]


# ------------------------------------------------------------------------------------------- bond points


def lose_bp(m: "SoulboundMatch", p: int, n: int) -> None:
    """Player ``p`` loses ``n`` bond points (not below 0). The rules management deals with 0 (modes.py)."""
    if n <= 0 or not m.alive(p):
        return
    m.bp[p] = max(0, m.bp[p] - n)
    m.emit("bp", ALL, player=p, amount=-n, bp=m.bp[p])


def gain_bp(m: "SoulboundMatch", p: int, n: int) -> None:
    if n > 0 and m.alive(p):
        m.bp[p] += n
        m.emit("bp", ALL, player=p, amount=n, bp=m.bp[p])


# ------------------------------------------------------------------------------------------- leaving play


def leave_play(m: "SoulboundMatch", u: int, dest: int) -> None:
    """Move ``u`` out of play to zone ``dest``: its materials go to the flow (rules §10.17), its modifiers and
    locks end, its per-card state resets, constant effects are recomputed."""
    owner = m.card_owner[u]
    zid = m.zid
    if m.card_zone[u] == zid.beings[owner] and m.card_def[u].type == "overlay":
        for x in materials_of(m, u):
            m.move(x, zid.flow[owner])
            m.emit("detach", ALL, player=owner, uid=x, host=u)
    had_statics = bool(m.card_def[u].statics)
    m.move(u, dest)
    m.pos[u] = 0
    if m.attached:
        m.attached = [a for a in m.attached if u not in a]
    if u in m.attacked or u in m.changed:  # a being back on the field is a new being
        m.attacked = [x for x in m.attacked if x != u]
        m.changed = [x for x in m.changed if x != u]
    drop_target(m, u)
    if m.locks:
        m.locks = [lk for lk in m.locks if lk[0] != u and lk[1] != u]
    if had_statics:
        refresh_continuous(m)


def destroy(m: "SoulboundMatch", u: int, cause: int = -1) -> None:
    """Destroy ``u`` (a being or a card in play): it goes to its owner's flow (seed 002 Kampf: "geht in den
    Fluss"); a face-up being's "when destroyed" abilities trigger."""
    if not in_play(m, u):
        return
    was_face_up_being = on_field(m, u) and m.pos[u] != FACE_DOWN
    owner = m.card_owner[u]
    leave_play(m, u, m.zid.flow[owner])
    m.emit("destroyed", ALL, player=owner, uid=u, cause=cause)
    if was_face_up_being:
        fire(m, "destroyed", u, cause)


def exile(m: "SoulboundMatch", u: int) -> None:
    """Remove ``u`` from the game (Exil)."""
    if not in_play(m, u) and m.card_zone[u] != m.zid.flow[m.card_owner[u]]:
        return
    owner = m.card_owner[u]
    leave_play(m, u, m.zid.exile[owner])
    m.reveal(u)  # exiled face up
    m.emit("exiled", ALL, player=owner, uid=u)


def flip(m: "SoulboundMatch", u: int, attacker: int = -1) -> None:
    """Turn a face-down being face up in shield mode (an attack, rules §6) or, with ``attacker`` -1 and a mode
    change, into strength mode (the caller sets the position). Its flip abilities trigger (seed 002 Kampf: "ihre
    Effekte aktivieren sich ganz normal")."""
    m.pos[u] = SHIELD
    m.reveal(u)
    owner = m.card_owner[u]
    d = m.card_def[u]
    m.emit("flip", ALL, player=owner, uid=u, by=attacker)
    fire(m, "flipped", u, attacker)
    if d.statics:
        refresh_continuous(m)


def set_mode(m: "SoulboundMatch", u: int, pos: int) -> None:
    """A face-up being takes position ``pos`` (strength or shield mode); its mode-dependent effects follow."""
    m.pos[u] = pos
    if m.card_def[u].statics:
        refresh_continuous(m)
