"""FE Cipher primitives that change a unit's skills (part of the vocabulary of
:mod:`tcgkit.games.fe_cipher.primitives`), added with series 2–4: a unit gains a skill for a while
(``gain_skill``), and a card a skill milled is deployed without its skills for the turn (``deploy_stripped``). The
modifiers they leave are read by :func:`~.skills_gained.with_gained`.
"""

from __future__ import annotations

import zlib
from dataclasses import replace

from tcgkit.core import ALL
from tcgkit.core.effects import CompileError, Primitive, add_modifier, mapping_arg, refresh_continuous
from tcgkit.games.fe_cipher.primitives_base import TARGET_WORDS, UNTIL, duration_of, target_of, to_until
from tcgkit.games.fe_cipher.skills_gained import GAINED


class GainSkill(Primitive):
    """The unit acquires a CONT or AUTO skill for the duration (B03-100 Yuzu: "when this unit's combat ends,
    destroy it" until the end of the turn; B04-044 Hardin: +30 while attacked by a non-Main Character until the end
    of the opponent's next turn). ``skill`` is one skill in the card syntax (``{auto: …}`` or ``{cont: …}``)."""

    name, tags = "gain_skill", frozenset({"buff"})

    def compile(self, value, where):
        from tcgkit.games.fe_cipher.cards.compile import compile_card  # the card compiler reads this vocabulary

        v = mapping_arg(value, where, ("skill",), ("to", "until"))
        to, until = to_until(v, where)
        spec = v["skill"]
        if not (isinstance(spec, dict) and len(spec) == 1 and next(iter(spec)) in ("auto", "cont")):
            raise CompileError(f"{where}.skill: one skill, {{auto: …}} or {{cont: …}}")
        (skill,) = compile_card([spec], {"names": []}, where + ".skill")["skills"]
        index = GAINED + zlib.crc32(where.encode()) % 1_000_000  # the same declaration, the same skill
        return to, until, replace(skill, index=index)

    def describe(self, to, until, skill):
        from tcgkit.games.fe_cipher.describe import describe_skill  # words of the whole skill, rendered there

        return f"{TARGET_WORDS[to]} acquires the skill \u00ab{describe_skill(skill)}\u00bb {UNTIL[until]}"

    def resolve(self, m, ctx, to, until, skill):
        uid = target_of(m, ctx, to)
        if uid < 0:
            return
        add_modifier(m, uid, "gain_skill", skill, duration_of(m, ctx, until))
        m.skill_mods = True
        refresh_continuous(m)
        m.emit("modifier", ALL, uid=uid, what=f"acquires a skill {UNTIL[until]}")


SKILL_PRIMITIVES = [GainSkill()]
