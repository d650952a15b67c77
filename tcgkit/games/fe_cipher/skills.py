"""Skills in play: using ACT skills, triggering and resolving AUTO skills, support skills.

Sources: seed 001 "Fähigkeiten aktivieren" (tapped units may still use skills; a cost in brackets may be paid as
often as one likes), rules/fe_cipher.md §1 "Skill types" and §5.2 (turn player first).

* **ACT** — offered in the Action phase as ``("act", uid, k)`` while usable: the card is where the skill works
  (field, face-up in the Bond Area for [BS], in hand for [CP]), [CCS] only when Class Changed, once-per-turn and
  once-per-game marks free, its condition holding and every cost part payable. Using it: mark, pay, resolve.
* **AUTO** — :func:`fire` looks at every unit's AUTO skills for an event and queues the matching ones in the core
  trigger queue (the turn player orders and resolves theirs first). On resolution the skill checks again that its
  unit is still there and its condition holds; a skill with a cost asks "pay the cost?" (``pay_cost``) and is skipped
  when it cannot be paid.
* **Support skills** — ATK SUPP for the attacker's supporter, DEF SUPP for the defender's, after a successful
  support (combat.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tcgkit.core import ALL
from tcgkit.core.effects import Ctx, mark_used, queue_trigger, run_effect, used
from tcgkit.games.fe_cipher.properties import skill_def, static_applies, statics
from tcgkit.games.fe_cipher.skill_model import pay_costs

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.games.fe_cipher.skill_model import Skill
    from tcgkit.games.fe_cipher.state import FEMatch


def skill_at(m: "FEMatch", uid: int, k: int) -> "Skill | None":
    """Skill ``k`` of the card (its own or the one it copies); the support skill is index -1."""
    d = skill_def(m, uid)
    if k < 0:
        return d.support_skill
    for s in d.skills:
        if s.index == k:
            return s
    return None


def skill_label(m: "FEMatch", uid: int, k: int) -> str:
    """A skill in words (for narration and the action list)."""
    from tcgkit.games.fe_cipher.describe import describe_skill

    s = skill_at(m, uid, k)
    return describe_skill(s) if s is not None else f"skill {k}"


# ------------------------------------------------------------------------------------------------ ACT


def act_options(m: "FEMatch", p: int) -> list[tuple]:
    """``("act", uid, k)`` for every ACT skill ``p`` may use now."""
    out = []
    for u in m.units(p):
        for s in skill_def(m, u).acts:
            if s.zone == "field" and act_usable(m, u, s, p):
                out.append(("act", u, s.index))
    defs = m.card_def
    for zone, where in ((m.z_bonds[p], "bonds"), (m.z_hand[p], "hand")):
        for u in m.zones[zone]:
            if not defs[u].off_field_acts or (where == "bonds" and m.face_down[u]):
                continue
            for s in defs[u].off_field_acts:
                if s.zone == where and act_usable(m, u, s, p) and ("act", u, s.index) not in out:
                    out.append(("act", u, s.index))
    return out


def act_usable(m: "FEMatch", uid: int, s: "Skill", p: int) -> bool:
    if s.ccs and not m.class_changed[uid]:
        return False
    if s.once_per_turn and used(m, (uid, s.index)):
        return False
    if s.once_per_game and (p, s.once_per_game) in m.game_used:
        return False
    ctx = Ctx(p, uid, uid)
    if s.cond is not None and not s.cond.holds(m, ctx):
        return False
    for c in s.cost:
        if not c.payable(m, ctx):
            return False
    return True


def activate(m: "FEMatch", uid: int, k: int) -> None:
    """The ``act`` action: mark the skill used (its once-per-turn mark, if it has one, and "used this turn" for a
    condition such as B04-021 Yumina's, :class:`~.conditions.UsedSkill`), pay its cost, resolve it."""
    s = skill_at(m, uid, k)
    p = m.active
    if s.once_per_turn:
        mark_used(m, (uid, s.index))
    mark_used(m, ("used", uid, s.index))
    ctx = Ctx(p, uid, uid)
    if s.zone == "hand":
        m.reveal(uid, ALL)
    m.emit("skill", ALL, uid=uid, skill=k)
    m.then((pay_costs, s.cost, 0, ctx, (run_skill_effect, s, ctx)))


def run_skill_effect(m: "FEMatch", s: "Skill", ctx: Ctx) -> None:
    """Frame: the skill's effect, after its cost."""
    if s.effect is not None and not m.ended:
        run_effect(m, s.effect, ctx)


# ------------------------------------------------------------------------------------------------ AUTO


def fire(m: "FEMatch", event: str, subject: int) -> None:
    """Queue every AUTO skill on the field that triggers on ``event`` for ``subject`` (turn player's first; the
    units come from ``m.auto_index``, state.py)."""
    units = m.auto_index.get(event)
    if not units:
        return
    first = m.active if m.active >= 0 else 0
    for p in (first, 1 - first):
        for u in units:
            if m.card_owner[u] != p or not m.on_field(u):
                continue
            for s in skill_def(m, u).autos:
                if s.trigger.event == event and triggers_for(m, u, s, subject):
                    queue_trigger(m, p, u, s.index, subject)


def fire_all(m: "FEMatch", event: str) -> None:
    """Queue the AUTO skills of a moment with no subject (``start_of_turn``, ``end_of_turn``)."""
    fire(m, event, -1)


def triggers_for(m: "FEMatch", u: int, s: "Skill", subject: int) -> bool:
    if s.ccs and not m.class_changed[u]:
        return False
    if s.once_per_turn and used(m, (u, s.index)):
        return False
    sel = s.trigger.subject
    return sel is None or sel.test(m, Ctx(m.card_owner[u], u, u, subject), subject)


def resolve_auto(m: "FEMatch", t: tuple) -> None:
    """A waiting AUTO skill resolves (the core queue calls it): checked again, its cost offered, its effect run."""
    _batch, _prio, controller, source, k, subject = t
    s = skill_at(m, source, k)
    if s is None or not m.on_field(source) or (s.ccs and not m.class_changed[source]):
        return
    if s.once_per_turn and used(m, (source, k)):
        return
    ctx = Ctx(controller, source, source, -1, subject)
    if s.cond is not None and not s.cond.holds(m, ctx):
        return
    if s.cost:
        if not all(c.payable(m, ctx) for c in s.cost):
            m.emit("no_effect", ALL, uid=source, why="its cost cannot be paid")
            return
        m.ask(controller, "pay_cost", (("yes",), ("no",)), (pay_answer, s, ctx), {"source": source, "skill": k})
        return
    use_auto(m, s, ctx)


def pay_answer(m: "FEMatch", action: tuple, s: "Skill", ctx: Ctx) -> None:
    if action[0] == "yes":
        use_auto(m, s, ctx)


def use_auto(m: "FEMatch", s: "Skill", ctx: Ctx) -> None:
    if s.once_per_turn:
        mark_used(m, (ctx.source, s.index))
    m.emit("skill", ALL, uid=ctx.source, skill=s.index)
    m.then((pay_costs, s.cost, 0, ctx, (run_skill_effect, s, ctx)))


# ------------------------------------------------------------------------------------------------ support skills


def run_support_skill(m: "FEMatch", supporter: int, unit: int, kind: str) -> None:
    """A successful supporter's ATK SUPP (``kind="atk_supp"``) or DEF SUPP skill: ``this`` is the supported unit
    ("your attacking / defending unit")."""
    s = m.card_def[supporter].support_skill
    if s is None or s.kind != kind:
        return
    ctx = Ctx(m.card_owner[supporter], supporter, unit, -1, unit)
    if s.cond is not None and not s.cond.holds(m, ctx):
        return
    if s.cost:
        if all(c.payable(m, ctx) for c in s.cost):
            m.ask(ctx.controller, "pay_cost", (("yes",), ("no",)), (pay_answer, s, ctx), {"source": supporter})
        return
    m.emit("skill", ALL, uid=supporter, skill=-1)
    run_skill_effect(m, s, ctx)


def may_bond_supporter(m: "FEMatch", card: int, unit: int) -> bool:
    """Whether a CONT of ``unit`` lets its owner place its successful supporter ``card`` in the Bond Area."""
    for src, s in statics(m, "supporter_to_bond"):
        if src == unit and static_applies(m, src, s, unit):
            return True
    return False
