"""What a skill's effect sent to the Retreat Area or added to the hand, for the skills that speak of it (B02-060
Leo, B04-089 Brady, B03-072 Selkie).

While a skill's effect resolves, ``m.resolving_skill`` is ``(unit, skill index)`` (the match's ``on_resolve`` /
``on_activate``, match.py). Then:

* cards sent to a Retreat Area (by ``opponent_discards_random``, a discard the effect asks for, ``mill_own``) are
  recorded on the unit for the turn, as a ``sent_by_skill`` modifier ``(K, first card, cards)``, and
  (``primitives_base.sent_by_skill``) fire the timing ``cards_sent_by_skill`` once per sending (its subject: the first
  card). Its qualifier ``{skill: K}`` admits only the effect of this unit's skill K; the selector key
  ``named_like_sent`` reads the cards of the sending that fired the skill (B02-060 Leo: "an enemy with the unit name of
  either card"); ``deploy_stripped`` reads what the resolving skill sent this turn (B03-072 Selkie).
* a card added to the hand from the Retreat Area fires ``card_added_by_skill`` (``primitives_zones.ToHand``) (its
  subject: the card); its qualifier ``{skill: K, card: CARD-KEYS}`` admits only this unit's skill K and a card the keys
  admit (B04-089 Brady: a <Tome> or <Staff>).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tcgkit.core.effects import TURN, CompileError, Ctx, Selector, add_modifier, int_arg

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.games.fe_cipher.match import FEMatch

BY_SKILL = ("cards_sent_by_skill", "card_added_by_skill")
"""The timings whose qualifier is :class:`BySkill`."""


def record_sent(m: "FEMatch", uids: list[int]) -> bool:
    """The resolving skill's effect sent ``uids`` to a Retreat Area: record them on its unit for the turn. Returns
    whether there was such a skill (then ``primitives_base.sent_by_skill`` fires ``cards_sent_by_skill``)."""
    rs = m.resolving_skill
    if not rs or not uids:
        return False
    add_modifier(m, rs[0], "sent_by_skill", (rs[1], uids[0], tuple(uids)), TURN)
    return True


def sent_this_turn(m: "FEMatch", source: int, k: int) -> list[int]:
    """Every card skill ``k`` of ``source`` sent to a Retreat Area this turn, in order."""
    return [c for mod in m.mods if mod[0] == source and mod[1] == "sent_by_skill" and mod[2][0] == k
            for c in mod[2][2]]


@dataclass(frozen=True, slots=True)
class BySkill(Selector):
    """The qualifier of :data:`BY_SKILL`: the effect of this unit's skill ``k`` did it (and ``card`` admits the
    subject card, when given)."""

    k: int
    card: Any = None

    def test(self, m: "FEMatch", ctx, uid):
        return m.resolving_skill == (ctx.this, self.k) and (self.card is None or self.card.test(m, ctx, uid))

    def describe(self):
        return self.card.describe() if self.card is not None else "a card"

    def skill_words(self) -> str:
        return f"this unit's skill {self.k + 1}"


def read_by_skill(spec: Any, where: str, read_card: Any) -> BySkill:
    """``{skill: K}`` or ``{skill: K, card: CARD-KEYS}`` (the keys of a ``{card: …}`` selector, read by
    ``read_card``)."""
    if not isinstance(spec, dict) or "skill" not in spec or set(spec) - {"skill", "card"}:
        raise CompileError(f"{where}: {{skill: K, card: CARD KEYS}}")
    card = read_card(spec["card"], where) if "card" in spec else None
    return BySkill(int_arg(spec["skill"], where + ".skill", 0, 9), card)


@dataclass(frozen=True, slots=True)
class NamedLikeSent(Selector):
    """The units ``base`` admits that share a unit name with a card of the sending that fired this skill (the
    ``cards_sent_by_skill`` subject, ``ctx.memo``)."""

    base: Any

    def scope(self, m: "FEMatch", ctx):
        return self.base.scope(m, ctx)

    def test(self, m: "FEMatch", ctx, uid):
        if not self.base.test(m, ctx, uid):
            return False
        names = m.card_def[uid].names
        return any(not names.isdisjoint(m.card_def[c].names) for c in _sent_with(m, ctx))

    def describe(self):
        return f"{self.base.describe()} with the unit name of a card sent that way"


def _sent_with(m: "FEMatch", ctx: Ctx) -> tuple:
    for mod in m.mods:
        if mod[0] == ctx.source and mod[1] == "sent_by_skill" and mod[2][1] == ctx.memo:
            return mod[2][2]
    return ()
