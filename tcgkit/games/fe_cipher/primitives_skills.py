"""FE Cipher primitives that change a unit's skills (part of the vocabulary of
:mod:`tcgkit.games.fe_cipher.primitives`), added with series 2–4: a unit gains a skill for a while
(``gain_skill``), and a card a skill milled is deployed without its skills for the turn (``deploy_stripped``). The
modifiers they leave are read by :func:`~.skills_gained.with_gained`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import zlib
from dataclasses import replace

from tcgkit.core import ALL
from tcgkit.core.effects import PERMANENT, CompileError, Primitive, add_modifier, mapping_arg, refresh_continuous
from tcgkit.games.fe_cipher.describe import describe_skill
from tcgkit.games.fe_cipher.primitives_base import TARGET_WORDS, UNTIL, Nested, duration_of, target_of, to_until
from tcgkit.games.fe_cipher.skill_readers import read_body, read_cont
from tcgkit.games.fe_cipher.skill_records import sent_this_turn
from tcgkit.games.fe_cipher.skills_gained import GAINED
from tcgkit.games.fe_cipher.match import BACK, FRONT

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.games.fe_cipher.match import FEMatch


class GainSkill(Nested):
    """The unit acquires a CONT or AUTO skill for the duration (B03-100 Yuzu: "when this unit's combat ends,
    destroy it" until the end of the turn; B04-044 Hardin: +30 while attacked by a non-Main Character until the end
    of the opponent's next turn). ``skill`` is one skill in the card syntax (``{auto: …}`` or ``{cont: …}``)."""

    name, tags = "gain_skill", frozenset({"buff"})

    def compile(self, value, where):
        v = mapping_arg(value, where, ("skill",), ("to", "until"))
        to, until = to_until(v, where)
        spec = v["skill"]
        if not (isinstance(spec, dict) and len(spec) == 1 and next(iter(spec)) in ("auto", "cont")):
            raise CompileError(f"{where}.skill: one skill, {{auto: …}} or {{cont: …}}")
        (kind, body), = spec.items()
        w = f"{where}.skill[0].{kind}"
        skill = read_cont(body, 0, w, self.vocab) if kind == "cont" else read_body(kind, body, 0, w, self.vocab)
        index = GAINED + zlib.crc32(where.encode()) % 1_000_000  # the same declaration, the same skill
        return to, until, replace(skill, index=index)

    def describe(self, to, until, skill):
        return f"{TARGET_WORDS[to]} acquires the skill \u00ab{describe_skill(skill, self.vocab)}\u00bb {UNTIL[until]}"

    def resolve(self, m: "FEMatch", ctx, to, until, skill):
        uid = target_of(m, ctx, to)
        if uid < 0:
            return
        add_modifier(m, uid, "gain_skill", skill, duration_of(m, ctx, until))
        m.skill_mods = True
        refresh_continuous(m)
        m.emit("modifier", ALL, uid=uid, what=f"acquires a skill {UNTIL[until]}")


class DeployStripped(Primitive):
    """Deploy the card this skill sent to the Retreat Area this turn (B03-072 Selkie: the card her skill milled),
    without paying, to the line its owner chooses, if the one-name rule allows (else nothing is deployed, ruling
    Q15). The unit has no skills and cannot level up or class change (a ``stripped`` modifier while it stays on the
    field, :mod:`.skills_gained`) and is destroyed at the end of the turn, by this skill: "destroyed" skills of
    others trigger (``turn.end_step``)."""

    name, tags, takes_value = "deploy_stripped", frozenset({"ramp"}), False

    def compile(self, value, where):
        if value is not None:
            raise CompileError(f"{where}: deploy_stripped takes no value")
        return ()

    def describe(self):
        return "deploy the card this skill sent to the Retreat Area this turn; that unit has no skills, cannot " \
               "level up and is destroyed at the end of the turn"

    def resolve(self, m: "FEMatch", ctx):
        from tcgkit.games.fe_cipher.deployment import may_deploy  # rules below the vocabulary, in the knot

        if not m.resolving_skill:
            return
        for uid in sent_this_turn(m, *m.resolving_skill):
            p = m.card_owner[uid]
            if m.card_zone[uid] == m.z_retreat[p] and m.card_def[uid].cost is not None \
                    and may_deploy(m, p, uid, pay=False):
                m.ask(p, "deploy_line", (("line", FRONT), ("line", BACK)), (stripped_line_chosen, uid))


def stripped_line_chosen(m: "FEMatch", action, uid) -> None:
    """The unit is stripped before it enters, so none of its own "when deployed" skills triggers."""
    from tcgkit.games.fe_cipher.deployment import deploy  # as above

    add_modifier(m, uid, "stripped", 1, PERMANENT)
    m.skill_mods = True
    deploy(m, uid, action[1], pay=False)
    m.emit("modifier", ALL, uid=uid, what="has no skills, cannot level up and is destroyed at the end of the turn")


SKILL_PRIMITIVES = [GainSkill(), DeployStripped()]
