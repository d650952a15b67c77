"""FE Cipher's CONT parts as objects: one :class:`~tcgkit.core.effects.StaticKind` per kind of continuous effect
(rules/fe_cipher.md §1 "Skill types", §5.3 "layered, computed power"), and the readers the rules call.

A CONT part is a :class:`~tcgkit.games.fe_cipher.skill_model.Static` whose ``kind`` is one of these objects
(compiled by skill_readers.py from ``cont:``); the match indexes the parts in force by kind
(``m.static_index``: kind → ``((source, Static), …)``, rebuilt with the continuous effects from what each unit has
now, its own skills, copied or gained ones: state.py). The rules read a kind, never a string key:

* :meth:`FEStaticKind.parts` — every part of the kind in force (the rules that weigh each part themselves);
* :meth:`Flag.holds` — whether a part of the kind reaches a unit (``no_critical``, ``no_skill_moves``);
* :meth:`Most.most` — the largest value reaching a unit (``orbs``, ``critical_multiplier``);
* :meth:`Boost.total` — the attack the boosts reaching a unit add (``per`` multiplies, P02-009 Corrin).

A part reaches a unit when :func:`static_applies`: its [CCS] and [LvS N] marks hold for its source, its scope
(``None``: the source itself) admits the unit and its condition holds, read for the source. A new kind is one
instance here, listed in :data:`KINDS`, read by skill_readers.py, worded in describe.py, with a test.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tcgkit.core.effects import Ctx, StaticKind

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.games.fe_cipher.state import FEMatch


def lvs_holds(m: "FEMatch", uid: int, n: int) -> bool:
    """The [LvS N] mark: a skill exists only while the unit's stack (its top card included) holds ``n`` or more
    cards (``n`` 0: no mark). Growth adds to the stack; a stack that shrinks switches the skill off."""
    return n == 0 or len(m.stack_of(uid)) >= n


def static_applies(m: "FEMatch", src: int, s: Any, target: int) -> bool:
    """Whether static ``s`` of ``src`` applies to ``target`` now (its scope and condition, read for ``src``)."""
    ctx = Ctx(m.card_owner[src], src, src, target)
    if s.ccs and not m.class_changed[src] or s.lvs and not lvs_holds(m, src, s.lvs):
        return False
    scope = s.scope
    if scope is None:
        if target != src:
            return False
    elif not scope.test(m, ctx, target):
        return False
    return s.cond is None or s.cond.holds(m, ctx)


class FEStaticKind(StaticKind):
    """One kind of CONT part (``name``: its key in FE's skill syntax and in descriptions)."""

    def __init__(self, name: str) -> None:
        self.name = name

    def parts(self, m: "FEMatch") -> tuple:
        """Every ``(source, Static)`` of this kind in force (``m.static_index``, state.py)."""
        return m.static_index.get(self, ())


class Flag(FEStaticKind):
    """A kind that is there or not for a unit."""

    def holds(self, m: "FEMatch", uid: int) -> bool:
        """Whether a part of this kind reaches ``uid`` now."""
        for src, s in m.static_index.get(self, ()):
            if static_applies(m, src, s, uid):
                return True
        return False


class Most(FEStaticKind):
    """A kind where the largest value counts (``field``: the :class:`Static` field holding it)."""

    def __init__(self, name: str, field: str) -> None:
        super().__init__(name)
        self.field = field

    def most(self, m: "FEMatch", uid: int, floor: int) -> int:
        """The largest value reaching ``uid`` now, at least ``floor``."""
        n = floor
        for src, s in m.static_index.get(self, ()):
            if static_applies(m, src, s, uid):
                n = max(n, getattr(s, self.field))
        return n


class Boost(FEStaticKind):
    """``{attack: N, per: SELECTOR}``: attack for the units reached, times what ``per`` counts (read for the
    source, ``it`` the unit)."""

    def total(self, m: "FEMatch", uid: int) -> int:
        total = 0
        for src, s in m.static_index.get(self, ()):
            if static_applies(m, src, s, uid):
                total += s.amount * (s.per.count(m, Ctx(m.card_owner[src], src, src, uid)) if s.per is not None else 1)
        return total


BOOST = Boost("boost")
ORBS = Most("orbs", "orbs")
CRITICAL_MULTIPLIER = Most("critical_multiplier", "amount")
NO_CRITICAL, NO_SKILL_MOVES = Flag("no_critical"), Flag("no_skill_moves")
SUPPORT_FAILS, SUPPORT_SUCCEEDS, SUPPORT_BOOST = (FEStaticKind(n) for n in ("support_fails", "support_succeeds",
                                                                             "support_boost"))
PROTECT, CANNOT_ATTACK, ALSO_COLOR, REMOVE_KEYWORD = (FEStaticKind(n) for n in ("protect", "cannot_attack",
                                                                               "also_color", "remove_keyword"))
DESTROYED_TO_BOND, SUPPORTER_TO_BOND = FEStaticKind("destroyed_to_bond"), FEStaticKind("supporter_to_bond")
CANNOT_BE_DESTROYED_BY_ATTACK, CANNOT_BE_EVADED = (FEStaticKind("cannot_be_destroyed_by_attack"),
                                                   FEStaticKind("cannot_be_evaded"))
RANGE, AFFINITY, LOSES_SKILL = FEStaticKind("range"), FEStaticKind("affinity"), FEStaticKind("loses_skill")
DESTROYED_ENEMY_TO_BOND, IGNORES_RANGE, ATTACK_ONLY = (FEStaticKind(n) for n in ("destroyed_enemy_to_bond",
                                                                                "ignores_range", "attack_only"))
SUPPORT_TO_HAND, SUPPORTER_TO_GROWTH = FEStaticKind("support_to_hand"), FEStaticKind("supporter_to_growth")
TREAT_AS_COLOR = FEStaticKind("treat_as_color")
KEYWORD = FEStaticKind("keyword")
"""A printed keyword skill written as a CONT part (``{keyword: anti_fliers}``): read into the card's ``keywords``."""

KINDS: dict[str, FEStaticKind] = {k.name: k for k in (
    BOOST, ORBS, CRITICAL_MULTIPLIER, NO_CRITICAL, NO_SKILL_MOVES, SUPPORT_FAILS, SUPPORT_SUCCEEDS, SUPPORT_BOOST,
    PROTECT, CANNOT_ATTACK, ALSO_COLOR, REMOVE_KEYWORD, DESTROYED_TO_BOND, SUPPORTER_TO_BOND,
    CANNOT_BE_DESTROYED_BY_ATTACK, CANNOT_BE_EVADED, RANGE, AFFINITY, LOSES_SKILL, DESTROYED_ENEMY_TO_BOND,
    IGNORES_RANGE, ATTACK_ONLY, SUPPORT_TO_HAND, SUPPORTER_TO_GROWTH, TREAT_AS_COLOR, KEYWORD)}
"""Every kind of CONT part, by name."""
