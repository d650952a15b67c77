"""FE Cipher primitives that act on units and on a combat (part of the vocabulary of
:mod:`tcgkit.games.fe_cipher.primitives`), added with series 2–4: tapping a unit, a deployment cost that changes, a
lost affinity, attacking regardless of range, supports refused to a unit, moving every unit to the Front Line, a
supporter deployed when its combat ends, growth, and a level up by a skill.

Each modifier they leave is read by the rule it changes: ``cost`` by :func:`~.properties.unit_cost`,
``no_affinity:X`` by :func:`~.properties.affinities`, ``ignore_range`` by :func:`~.combat.attack_options`,
``refuse_support`` by :func:`~.combat.support_fails`, ``after_combat`` (on the support card) by
:func:`~.combat.support_leaves`.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tcgkit.core import ALL
from tcgkit.core.effects import (
    BATTLE, CompileError, Primitive, Selector, add_modifier, fire, int_arg, mapping_arg, refresh_continuous,
)
from tcgkit.games.fe_cipher.primitives_base import (
    TARGET_WORDS, TARGETS, UNTIL, Modify, OneTarget, duration_of, target_of, to_until,
)
from tcgkit.games.fe_cipher.selectors import read_selector
from tcgkit.games.fe_cipher.match import BACK, FRONT
from tcgkit.games.fe_cipher.deployment import deploy, may_deploy, stack_on
from tcgkit.games.fe_cipher.movement import move_unit
from tcgkit.games.fe_cipher.bonds import distinct_cards

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.games.fe_cipher.match import FEMatch

GROW_ZONES = {"retreat": "Retreat Area", "hand": "hand"}


class Tap(OneTarget):
    """Tap a unit (B02-079 Arthur taps himself when deployed alone; B03-091 Nina taps a deployed <Flier>)."""

    name, tags = "tap", frozenset({"tempo"})

    def describe(self, to):
        return f"tap {TARGET_WORDS[to]}"

    def resolve(self, m: "FEMatch", ctx, to):
        uid = target_of(m, ctx, to)
        if uid >= 0 and not m.tapped[uid]:
            m.tapped[uid] = 1
            m.emit("tap", ALL, uid=uid)


class SetCost(Modify):
    """The unit's deployment cost becomes ``cost`` for the duration (B04-031 Sirius: an enemy's becomes 1), as
    skills read it ("an enemy with a deployment cost of 2 or lower")."""

    name, keys, tags = "set_cost", ("cost",), frozenset({"debuff"})

    def extra(self, v, where):
        return (int_arg(v.get("cost"), f"{where}.cost", 0, 20),)

    def modifier(self, n):
        return "cost", n, f"has a deployment cost of {n}"


class LoseAffinity(Modify):
    """The unit loses an affinity for the duration (P02-003 Bantu: <Dragon> and <Dragonstone>)."""

    name, keys, tags = "lose_affinity", ("affinity",), frozenset({"debuff"})

    def extra(self, v, where):
        return (str(v.get("affinity")),)

    def modifier(self, a):
        return f"no_affinity:{a}", 1, f"loses <{a}>"


class RefuseSupport(Modify):
    """Support cards fail to support the unit for the duration (B03-010 Soren: the chosen enemies)."""

    name, tags = "refuse_support", frozenset({"debuff"})

    def modifier(self):
        return "refuse_support", 1, "cannot be supported successfully"


class IgnoresRange(Primitive):
    """The unit may attack the enemies ``against`` admits regardless of range for the duration (S03-004 Takumi: the
    Back Line; S06-005 Eleonora: <Flier> enemies); ``from_front_line``: only while it is in the Front Line (B04-029
    Julian)."""

    name, tags = "ignores_range", frozenset({"buff"})

    def compile(self, value, where):
        v = mapping_arg(value, where, ("against",), ("to", "until", "from_front_line"))
        to, until = to_until(v, where)
        against = read_selector({"side": "enemy", **v["against"]}, where + ".against")
        return to, until, against, bool(v.get("from_front_line", False))

    def describe(self, to, until, against, front):
        lead = "while in the Front Line, " if front else ""
        return f"{lead}{TARGET_WORDS[to]} may attack any {against.describe()} regardless of range {UNTIL[until]}"

    def resolve(self, m: "FEMatch", ctx, to, until, against, front):
        uid = target_of(m, ctx, to)
        if uid >= 0:
            add_modifier(m, uid, "ignore_range", (front, against), duration_of(m, ctx, until))
            m.emit("modifier", ALL, uid=uid, what=f"may attack any {against.describe()} regardless of range")


class AllUnitsToFront(Primitive):
    """Every unit in a Back Line moves to its Front Line (a skill's move for each: B04-005 Touma)."""

    name, tags, takes_value = "all_units_to_front", frozenset({"move"}), False

    def compile(self, value, where):
        return ()

    def describe(self):
        return "move every unit in a Back Line to its Front Line"

    def resolve(self, m: "FEMatch", ctx):
        for p in (ctx.controller, 1 - ctx.controller):
            for uid in list(m.zones[m.z_back[p]]):
                if m.line(uid) == BACK:
                    move_unit(m, uid, by_skill=True)


class DeployAfterCombat(Primitive):
    """A support skill's supporter is deployed when the combat ends instead of going to the Retreat Area
    (``combat.support_leaves`` reads the ``after_combat`` modifier it leaves on the support card): ``tapped``
    (Ninjutsu Emblem), ``beside`` a named ally, in that ally's line (Mirage Emblem; no such ally: none), ``optional``
    ("you may"), ``if_destroyed`` (only if the supported unit was destroyed: Resistance Emblem)."""

    name, tags = "deploy_after_combat", frozenset({"ramp"})

    def compile(self, value, where):
        v = mapping_arg(value if value is not None else {}, where, (),
                        ("tapped", "beside", "optional", "if_destroyed"))
        for k in ("tapped", "optional", "if_destroyed"):
            if not isinstance(v.get(k, False), bool):
                raise CompileError(f"{where}.{k}: true or false")
        return ((bool(v.get("tapped")), str(v.get("beside", "")), bool(v.get("optional")),
                 bool(v.get("if_destroyed"))),)

    def describe(self, how):
        tapped, beside, optional, if_destroyed = how
        text = "at the end of this combat, " + ("if the supported unit was destroyed, " if if_destroyed else "")
        text += ("you may deploy this support card" if optional else "deploy this support card")
        text += " tapped" if tapped else ""
        if beside:
            text += f" in the line of your allied {beside!r}"
        return text + " instead of sending it to the Retreat Area"

    def resolve(self, m: "FEMatch", ctx, how):
        if ctx.source >= 0 and m.card_zone[ctx.source] == m.z_support[m.card_owner[ctx.source]]:
            add_modifier(m, ctx.source, "after_combat", how, BATTLE)


def deploy_supporter(m: "FEMatch", card: int, unit: int, how: tuple) -> bool:
    """Frame helper for ``combat.support_leaves``: deploy the support ``card`` as its skill said, if it can (the
    one-name rule; a ``beside`` ally on the field; the supported ``unit`` destroyed). Returns whether it asked or
    deployed (else the card goes to the Retreat Area as usual)."""
    tapped, beside, optional, if_destroyed = how
    p = m.card_owner[card]
    if if_destroyed and not (unit == m.defender and m.destroyed):
        return False
    line = ""
    if beside:
        mate = [u for u in m.units(p) if beside in m.card_def[u].names]
        if not mate:
            return False
        line = m.line(mate[0])
    if not may_deploy(m, p, card, pay=False):
        return False
    if optional:
        m.ask(p, "optional", (("yes",), ("no",)), (supporter_answer, card, line, tapped), {"source": card})
    else:
        m.then((supporter_line, card, line, tapped))
    return True


def supporter_answer(m: "FEMatch", action, card, line, tapped) -> None:
    if action[0] == "yes":
        supporter_line(m, card, line, tapped)
    else:
        m.move(card, m.z_retreat[m.card_owner[card]])
        m.emit("to_retreat", ALL, uid=card)


class ProtectFromSkills(Primitive):
    """During the opponent's next turn, the units ``units`` admits (read at each event: a unit that becomes
    <Armored> later is covered) cannot be destroyed or moved by skills (B04-009 Mamori): a ``skill_shield``
    modifier holding ``(controller, selector)``, read by :func:`~.properties.skill_shielded`."""

    name, tags = "protect_from_skills", frozenset({"defense"})

    def compile(self, value, where):
        v = mapping_arg(value, where, ("units",), ("during",))
        if v.get("during", "opponents_next_turn") != "opponents_next_turn":
            raise CompileError(f"{where}.during: opponents_next_turn")
        return (read_selector(v["units"], where + ".units"),)

    def describe(self, sel):
        return f"during your opponent's next turn, skills cannot destroy or move any {sel.describe()}"

    def resolve(self, m: "FEMatch", ctx, sel):
        add_modifier(m, ctx.source, "skill_shield", (ctx.controller, sel),
                     duration_of(m, ctx, "opponents_next_turn"))
        m.emit("modifier", ALL, uid=ctx.source, what="shields allies from skills next turn")


EMBLEMS = {
    "ninjutsu_emblem": lambda how: how[0],      # deployed tapped
    "mirage_emblem": lambda how: bool(how[1]),  # deployed beside a named ally
    "resistance_emblem": lambda how: how[3],    # deployed when the supported unit was destroyed
}
"""The support skills that deploy their own card after combat, by the name a ``deployed_by_skill`` timing gives
them, each recognised by the ``after_combat`` modifier its ``deploy_after_combat`` left."""


@dataclass(frozen=True, slots=True)
class DeployedBySkill(Selector):
    """The subject of the timing ``deployed_by_skill: {unit: SELECTOR, skill: NAME}``: a unit the selector admits
    that was just deployed by that support skill (B03-057 Elise: herself by Ninjutsu Emblem; S06-004 Kiria: an ally
    by Mirage Emblem; read when the deployment fires it, the modifier lasts to the end of the combat), or by its own
    hand skill of that once-per-game key (B03-085 Flora: "That was close!", the skill resolving now)."""

    unit: Any
    skill: str

    def test(self, m: "FEMatch", ctx, uid):
        if not self.unit.test(m, ctx, uid):
            return False
        if self.skill not in EMBLEMS:
            rs = m.resolving_skill
            return bool(rs) and rs[0] == uid and any(s.index == rs[1] and s.once_key == self.skill
                                                      for s in m.card_def[uid].hand_autos)
        how = next((mod[2] for mod in m.mods if mod[0] == uid and mod[1] == "after_combat"), None)
        return how is not None and EMBLEMS[self.skill](how)

    def describe(self):
        return self.unit.describe()

    def skill_words(self) -> str:
        return self.skill.replace("_", " ").title()


def read_deployed_by(spec: Any, where: str) -> DeployedBySkill:
    if not isinstance(spec, dict) or set(spec) != {"unit", "skill"} or not isinstance(spec["skill"], str):
        raise CompileError(f"{where}: {{unit: SELECTOR, skill: {' | '.join(EMBLEMS)} | a hand skill's key}}")
    return DeployedBySkill(read_selector(spec["unit"], where + ".unit"), spec["skill"])


def supporter_line(m: "FEMatch", card, line, tapped) -> None:
    if line:
        place_supporter(m, ("line", line), card, tapped)
    else:
        m.ask(m.card_owner[card], "deploy_line", (("line", FRONT), ("line", BACK)), (place_supporter, card, tapped))


def place_supporter(m: "FEMatch", action, card, tapped) -> None:
    deploy(m, card, action[1], pay=False)
    if tapped:
        m.tapped[card] = 1
    fire(m, "deployed_by_skill", card)


class Growth(Primitive):
    """Growth: choose a card with the unit's name from the given zones and stack it beneath the unit (B03-005
    Elincia, B03-021 Mia). The unit is treated as levelled up: a stack beneath it; if its top card has a
    class-change cost it counts as Class Changed (its [CCS] skills work). It is not a level up: no "when it levels
    up" skill triggers and no card is drawn (ruling in docs/games/fe_cipher.md "Series 2–4")."""

    name, tags = "growth", frozenset({"buff"})

    def compile(self, value, where):
        v = mapping_arg(value, where, ("from",), ("to", "optional"))
        to = v.get("to", "it")
        zones = v["from"] if isinstance(v["from"], list) else [v["from"]]
        if to not in TARGETS or not zones or any(z not in GROW_ZONES for z in zones):
            raise CompileError(f"{where}: to one of {', '.join(TARGETS)}; from retreat and/or hand")
        return to, tuple(zones), bool(v.get("optional", False))

    def describe(self, to, zones, optional):
        where = " or ".join(f"your {GROW_ZONES[z]}" for z in zones)
        lead = "you may choose" if optional else "choose"
        return f"{lead} a card with the unit name of {TARGET_WORDS[to]} from {where} and stack it beneath " \
               f"{TARGET_WORDS[to]} (growth)"

    def resolve(self, m: "FEMatch", ctx, to, zones, optional):
        unit = target_of(m, ctx, to)
        if unit < 0:
            return
        p = ctx.controller
        names = m.card_def[unit].names
        cands = [u for z in zones for u in m.zones[m.zone(z, p)] if not names.isdisjoint(m.card_def[u].names)]
        if cands:
            acts = [("choose", u) for u in distinct_cards(m, cands)] + ([("decline",)] if optional else [])
            m.ask(p, "choose_card", acts, (grown, unit))


def grown(m: "FEMatch", action, unit) -> None:
    if action[0] != "choose" or not m.on_field(unit):
        return
    card = action[1]
    p = m.card_owner[card]
    m.move(card, m.z_stacks[p])
    m.below[card], m.below[unit] = m.below[unit], card
    if m.card_def[unit].cc_cost is not None:
        m.class_changed[unit] = 1
    m.emit("growth", ALL, uid=unit, card=card)
    refresh_continuous(m)


class LevelUpWith(Primitive):
    """Level the skill's unit up with a card of its name from the Retreat Area, without paying (B03-061 Mozu):
    the card goes on top, the unit keeps its line, tapped state and Main Character status, and "when it levels up"
    skills trigger. Not a class change: no card is drawn and it is not Class Changed."""

    name, tags = "level_up_with", frozenset({"buff"})

    def compile(self, value, where):
        v = mapping_arg(value, where, ("from",))
        if v["from"] != "retreat":
            raise CompileError(f"{where}.from: retreat")
        return ("retreat",)

    def describe(self, zone):
        return "choose a card with this unit's name from your Retreat Area and level this unit up with it"

    def resolve(self, m: "FEMatch", ctx, zone):
        unit = ctx.this
        if unit < 0 or not m.on_field(unit):
            return
        names = m.card_def[unit].names
        cands = [u for u in m.zones[m.z_retreat[ctx.controller]] if not names.isdisjoint(m.card_def[u].names)]
        if cands:
            m.ask(ctx.controller, "choose_card", [("choose", u) for u in distinct_cards(m, cands)],
                  (leveled_with, unit))


def leveled_with(m: "FEMatch", action, unit) -> None:
    if not m.on_field(unit):
        return
    card = action[1]
    stack_on(m, card, unit, class_change=False)
    m.emit("level_up", ALL, player=m.card_owner[card], uid=card, old=unit, cost=0)
    refresh_continuous(m)
    fire(m, "leveled_up", card)


UNIT_PRIMITIVES = [Tap(), SetCost(), LoseAffinity(), RefuseSupport(), IgnoresRange(), AllUnitsToFront(),
                   DeployAfterCombat(), Growth(), LevelUpWith(), ProtectFromSkills()]
