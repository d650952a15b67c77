"""Skills in play: using ACT skills, triggering and resolving AUTO skills, support skills.

Sources: seed 001 "Fähigkeiten aktivieren" (tapped units may still use skills; a cost in brackets may be paid as
often as one likes), rules/fe_cipher.md §1 "Skill types" and §5.2 (turn player first).

* **ACT** — a core :class:`~tcgkit.core.effects.Ability` of the window ``action`` (triggers.py), offered in the
  Action phase as ``("act", uid, k)`` while usable: the card is where the skill works (field, face-up in the Bond
  Area for [BS], in hand for [CP]), [CCS] only when Class Changed, its once-per-turn/game mark free in the core's
  ledger, its condition holding and its cost payable. Using it: announce, then the core's ``use_ability``.
* **AUTO** — the rules fire an event (:func:`tcgkit.core.effects.fire`); its timing (triggers.py) queues the
  matching skills in the core trigger queue (the turn player orders and resolves theirs first). On resolution the
  skill checks again that its unit is still there (a hand skill: its card still in the hand) and its condition
  holds; a skill with a cost asks "pay the cost?" (``pay_cost``) and is skipped when it cannot be paid.
* **Support skills** — ATK SUPP for the attacker's supporter, DEF SUPP for the defender's, after a successful
  support (combat.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tcgkit.core import ALL
from tcgkit.core.effects import ONCE_PER_GAME, Ctx, mark_used, use_ability
from tcgkit.core.effects.abilities import ability_paid, cost_paid
from tcgkit.games.fe_cipher.describe import describe_skill
from tcgkit.games.fe_cipher.paying import pay_then
from tcgkit.games.fe_cipher.properties import same_name, skill_def, skill_off, unit_cost
from tcgkit.games.fe_cipher.statics import SUPPORT_TO_HAND, SUPPORTER_TO_BOND, SUPPORTER_TO_GROWTH, static_applies
from tcgkit.games.fe_cipher.triggers import ACTION

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.games.fe_cipher.skill_model import FEAbility, Skill
    from tcgkit.games.fe_cipher.match import FEMatch


def skill_at(m: "FEMatch", uid: int, k: int) -> "FEAbility | Skill | None":
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
    s = skill_at(m, uid, k)
    return describe_skill(s, m.game.vocabulary) if s is not None else f"skill {k}"


# ------------------------------------------------------------------------------------------------ ACT


def act_options(m: "FEMatch", p: int) -> list[tuple]:
    """``("act", uid, k)`` for every ACT skill ``p`` may use now: the units' skills of the window ``action``, then
    those that work from a face-up bond ([BS]) or from the hand ([CP])."""
    out = []
    for u in m.units(p):
        found = skill_def(m, u).abilities.activated.get(ACTION)  # AbilitySet.at, read directly: asked every step
        if found is not None:
            for a in found:
                if a.zone is None and act_usable(m, u, a, p):
                    out.append(("act", u, a.index))
    defs = m.card_def
    for zone, where in ((m.z_bonds[p], "bonds"), (m.z_hand[p], "hand")):
        for u in m.zones[zone]:
            if not defs[u].off_field_acts or (where == "bonds" and m.face_down[u]):
                continue
            for a in defs[u].off_field_acts:
                if a.zone == where and act_usable(m, u, a, p) and ("act", u, a.index) not in out:
                    out.append(("act", u, a.index))
    return out


def act_usable(m: "FEMatch", uid: int, a: "FEAbility", p: int) -> bool:
    """Whether ``p`` may use the ACT skill ``a`` of ``uid`` now: it works ([CCS], [LvS], not lost) and the core's
    :meth:`~tcgkit.core.effects.Ability.usable` (its once-per mark free, its condition holding, its cost payable),
    widened by FE's marks: no once-per-turn limit while Class Changed (B02-008 Hinoka), or the alternative cost
    payable instead (B04-044 Hardin)."""
    if skill_off(m, uid, a):
        return False
    ctx = Ctx(p, uid, uid)
    if not (a.unlimited_when_cc or a.alt_cost):
        return a.usable(m, ctx)
    if a.spent(m, ctx) and not (a.unlimited_when_cc and m.class_changed[uid]):
        return False
    if a.cond is not None and not a.cond.holds(m, ctx):
        return False
    return a.payable(m, ctx) or bool(a.alt_cost) and payable(m, a.alt_cost, ctx)


def payable(m: "FEMatch", parts: tuple, ctx: Ctx) -> bool:
    """Whether every cost part can be paid now."""
    for c in parts:
        if not c.payable(m, ctx):
            return False
    return True


def activate(m: "FEMatch", uid: int, k: int) -> None:
    """The ``act`` action: the skill is used (marked "used this turn" for a condition such as B04-021 Yumina's,
    :class:`~.conditions.UsedSkill`; a [CP] card revealed; announced), then the core's
    :func:`~tcgkit.core.effects.use_ability`: its once-per mark, its cost, its effect (``m.on_activate`` names the
    resolving skill). With an alternative cost also payable, the player is asked which to pay (``alt_cost``). A
    once-per-game key is marked by the skill's effect (``mark_game_use``), not by its use: a skill whose effect finds
    nothing is not spent, as before the port (marking at use would be a new ruling and rules version)."""
    a = skill_at(m, uid, k)
    p = m.active
    ctx = Ctx(p, uid, uid, -1, ("skill", a.index))  # the skill's index: what its cost taps is recorded
    mark_used(m, ("used", uid, a.index))
    if a.zone == "hand":
        m.reveal(uid, ALL)
    m.emit("skill", ALL, uid=uid, skill=k)
    if a.alt_cost and payable(m, a.alt_cost, ctx):  # B04-044 Hardin: the player may pay the other cost instead
        if a.once != ONCE_PER_GAME:
            a.mark(m, ctx)
        if a.payable(m, ctx):
            m.ask(p, "alt_cost", (("yes",), ("no",)), (alt_cost_answer, a, ctx), {"source": uid, "skill": k})
            return
        pay_then(m, a.alt_cost, ctx, (ability_paid, a, ctx))
        return
    if a.once == ONCE_PER_GAME:  # its key is checked here and marked by its effect (mark_game_use, B01-048 Elice)
        pay_then(m, a.cost, ctx, (ability_paid, a, ctx))
        return
    use_ability(m, a, ctx)


def alt_cost_answer(m: "FEMatch", action: tuple, a: "FEAbility", ctx: Ctx) -> None:
    """``yes``: pay the alternative cost; ``no``: the printed one (the skill is marked already)."""
    pay_then(m, a.alt_cost if action[0] == "yes" else a.cost, ctx, (ability_paid, a, ctx))


# ------------------------------------------------------------------------------------------------ AUTO

def resolve_auto(m: "FEMatch", t: tuple) -> None:
    """A waiting AUTO skill resolves (the core queue calls it through ``FECipherGame.resolve_auto``): it still works
    (:func:`still_works`), its condition holds, its cost is offered ("pay the cost?", ``pay_cost``; when it cannot be
    paid: :func:`unpayable`), then :func:`use_auto`. (The core's ``resolve_ability`` announces a skill after its
    cost; FE announces it first, so FE keeps this order.)"""
    _batch, _prio, controller, source, k, subject = t
    a = skill_at(m, source, k)
    if a is None:
        return
    ctx = Ctx(controller, source, source, -1, subject)
    if not still_works(m, a, ctx):
        return
    if a.cond is not None and not a.cond.holds(m, ctx):
        return
    if a.cost:
        if not a.payable(m, ctx):
            unpayable(m, a, ctx)
            return
        m.ask(controller, "pay_cost", (("yes",), ("no",)), (pay_answer, a, ctx), {"source": source, "skill": k})
        return
    use_auto(m, a, ctx)


def still_works(m: "FEMatch", a: "FEAbility", ctx: Ctx) -> bool:
    """Whether a waiting AUTO skill may still resolve: a hand skill's card still in its owner's hand (or, for a
    timing that is the card leaving the hand, ``leaves_hand``, where it went); a unit's skill on the field and not
    switched off ([CCS], [LvS], lost), or its unit the subject of a timing that leaves the field (it resolves from
    where it went); its once-per-turn/game mark still free."""
    uid, subject = ctx.source, ctx.memo
    if a.zone == "hand":  # a SPEC hand_trigger (triggers.py)
        if m.card_zone[uid] != m.z_hand[m.card_owner[uid]] and not (a.trigger.leaves_hand and uid == subject):
            return False
    elif m.on_field(uid):
        if skill_off(m, uid, a):
            return False
    elif not (uid == subject and a.trigger.leaves_field):
        return False
    return not (a.once and a.spent(m, ctx))


def unpayable(m: "FEMatch", a: "FEAbility", ctx: Ctx) -> None:
    """A waiting skill's cost cannot be paid: it says so (``no_effect``), unless it is a hand skill, whose card
    stays hidden."""
    if a.zone != "hand":
        m.emit("no_effect", ALL, uid=ctx.source, why="its cost cannot be paid")


def pay_answer(m: "FEMatch", action: tuple, a: "FEAbility", ctx: Ctx) -> None:
    if action[0] == "yes":
        use_auto(m, a, ctx)


def use_auto(m: "FEMatch", a: "FEAbility", ctx: Ctx) -> None:
    """A triggered skill is used: its once-per mark (B03-085 Flora's hand skill: once per game, by its key), a hand
    card revealed, announced (``skill``), its cost paid, then its effect (the core's ``cost_paid``: ``m.on_resolve``
    names the resolving skill)."""
    a.mark(m, ctx)
    if a.zone == "hand":
        m.reveal(ctx.source, ALL)
    m.emit("skill", ALL, uid=ctx.source, skill=a.index)
    pay_then(m, a.cost, ctx, (cost_paid, a, ctx))


# ------------------------------------------------------------------------------------------------ support skills


def run_support_skill(m: "FEMatch", supporter: int, unit: int, a: "FEAbility") -> None:
    """A successful supporter's ATK SUPP or DEF SUPP skill ``a`` (its timing's ``collect``, triggers.py, through
    ``FECipherGame.resolve_support``): ``this`` is the supported unit ("your attacking / defending unit")."""
    ctx = Ctx(m.card_owner[supporter], supporter, unit, -1, unit)
    if a.cond is not None and not a.cond.holds(m, ctx):
        return
    if a.cost:
        if a.payable(m, ctx):
            m.ask(ctx.controller, "pay_cost", (("yes",), ("no",)), (pay_answer, a, ctx), {"source": supporter})
        return
    m.emit("skill", ALL, uid=supporter, skill=-1)
    cost_paid(m, a, ctx)


def supporter_alternatives(m: "FEMatch", card: int, unit: int) -> tuple:
    """Where a CONT of ``unit`` lets its owner send its successful supporter ``card`` instead of the Retreat Area:
    ``("bond",)`` (B01-046 Tiki), ``("hand",)`` (``support_to_hand``, B04-018 Marth: a supporter of cost N or
    lower), ``("growth", allies)`` (``supporter_to_growth``, B03-008 Titania: beneath an ally of its unit name)."""
    out = []
    index = m.static_index  # read directly: asked after every successful support
    for kind in (SUPPORTER_TO_BOND, SUPPORT_TO_HAND, SUPPORTER_TO_GROWTH):
        for src, s in index.get(kind, ()):
            if src != unit or not static_applies(m, src, s, unit):
                continue
            if kind is SUPPORTER_TO_BOND:
                out.append(("bond",))
            elif kind is SUPPORT_TO_HAND and unit_cost(m, card) <= s.amount:
                out.append(("hand",))
            elif kind is SUPPORTER_TO_GROWTH:
                hosts = tuple(u for u in m.units(m.card_owner[card]) if same_name(m, u, card))
                if hosts:
                    out.append(("growth", hosts))
    return tuple(dict.fromkeys(out)) if out else ()
