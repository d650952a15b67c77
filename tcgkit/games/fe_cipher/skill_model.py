"""What a skill is, as data: :class:`FEAbility` (an ACT, AUTO or support skill, on the core's
:class:`~tcgkit.core.effects.Ability`), :class:`Skill` (a CONT or SPEC skill, still FE's own) and the CONT
:class:`Static` parts.

Skill kinds (rules/fe_cipher.md §1 "Skill types"): ``act`` (activated, its cost in [ ]; it works from the field,
from the Bond Area for [BS] BOND skills, from the hand for [CP] HAND skills), ``auto`` (triggered), ``cont`` (while
on the field), ``spec`` (rule text that works anywhere), ``atk_supp`` / ``def_supp`` (support skills). A ``prefix``
keeps the card's family ([CCS] works only while the unit is Class Changed; [FS] formation skills tap named allies).
Cost parts are the core's :class:`~tcgkit.core.effects.Cost` records of FE's cost kinds (costs.py).
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any

from tcgkit.core.effects import Ability


@dataclass(frozen=True, slots=True, eq=False)
class Static:
    """One CONT part. ``kind`` (a :class:`~tcgkit.games.fe_cipher.statics.FEStaticKind`, statics.py) says what it
    does; the other fields are its arguments:

    * ``boost``: ``amount`` attack (× ``per.count`` when ``per`` is given) for the units ``scope`` admits;
    * ``support_fails`` / ``support_succeeds``: a ``supporter`` the selector admits fails / succeeds (even with the
      same name) when supporting a unit in ``scope``;
    * ``support_boost``: a ``supporter`` of a unit in ``scope`` gets ``amount`` support;
    * ``protect``: an ``attacker`` the selector admits cannot attack the units in ``scope``;
    * ``cannot_attack``: enemy units in ``scope`` cannot attack;
    * ``orbs``: the units in ``scope`` break ``orbs`` orbs; ``no_critical``: they cannot critical hit;
    * ``also_color``: they are also ``color``; ``remove_keyword``: they lose ``keyword`` and cannot acquire it;
    * ``destroyed_to_bond``: destroyed by an attack, the unit goes to the Bond Area;
    * ``supporter_to_bond``: its owner may place a successful supporter in the Bond Area instead of the Retreat Area;
    * ``cannot_be_destroyed_by_attack``: an ``attacker`` the selector admits does not destroy them;
    * ``cannot_be_evaded``: a defender ``target`` admits (``None``: any) cannot evade their attacks;
    * ``range``: they acquire the ranges of the bits ``amount``; ``affinity``: they acquire ``keyword``;
    * ``loses_skill``: the unit's own ACT or AUTO skill number ``amount`` does not work (B02-006 Ryoma);
    * ``destroyed_enemy_to_bond``: an enemy ``target`` admits, destroyed by their attack, goes to the Bond Area;
    * ``ignores_range``: they may attack an enemy ``target`` admits whatever the distance; ``attack_only``: only
      an enemy ``target`` admits; ``critical_multiplier``: their critical hit multiplies by ``amount``.

    ``scope`` ``None`` means the unit itself; ``cond`` is read for the unit; ``ccs``: only while Class Changed;
    ``lvs``: only while the unit's stack holds that many cards ([LvS N]).
    """

    kind: Any
    scope: Any = None
    cond: Any = None
    ccs: bool = False
    amount: int = 0
    per: Any = None
    supporter: Any = None
    attacker: Any = None
    orbs: int = 0
    color: str = ""
    keyword: str = ""
    target: Any = None
    lvs: int = 0


@dataclass(frozen=True, slots=True, eq=False)
class Skill:
    """A CONT or SPEC skill of a card (the others are :class:`FEAbility`; ``index``: its place among the card's
    skills).

    Attributes:
        kind: ``cont`` or ``spec``.
        prefix: ``""``, ``"CCS"`` …; ``ccs``: works only while the unit is Class Changed.
        lvs: [LvS N], the skill exists only while the unit's stack holds N or more cards (0: no mark).
        statics: CONT parts; spec: SPEC facts (a dict, read into the card by compile).
        effect, trigger: ``None`` (a CONT or SPEC skill does nothing when it is used or triggered).
    """

    kind: str
    index: int
    prefix: str = ""
    ccs: bool = False
    statics: tuple = ()
    spec: Any = None
    lvs: int = 0
    effect: None = None
    trigger: None = None


@dataclass(frozen=True, slots=True, eq=False)
class FEAbility(Ability):
    """An FE skill on the core's :class:`~tcgkit.core.effects.Ability`, with FE's marks beside the core's fields:
    an ACT skill (window ``action``; ``zone`` ``None`` for the field, ``bonds`` for [BS], ``hand`` for [CP]), an
    AUTO skill (``trigger`` its timing, ``qualifier`` the subject's selector; ``zone`` ``hand`` for a SPEC
    ``hand_trigger``) or a support skill (timing ``attack_support`` / ``defense_support``, index -1); triggers.py.

    Attributes:
        prefix: ``""``, ``"CCS"``, ``"FS"`` …; ``ccs``: it works only while the unit is Class Changed.
        lvs: [LvS N], the skill exists only while the unit's stack holds N or more cards (0: no mark).
        unlimited_when_cc: its once-per-turn limit holds only while the unit is not Class Changed (B02-008 Hinoka).
        alt_cost: cost parts the player may pay instead of ``cost`` (B04-044 Hardin; ``()``: none).
    """

    prefix: str = ""
    ccs: bool = False
    lvs: int = 0
    unlimited_when_cc: bool = False
    alt_cost: tuple = ()

    @property
    def kind(self) -> str:
        """The skill kind FE's words name it by: ``act`` (a window), ``spec`` (a hand trigger, SPEC
        ``hand_trigger``), else its timing's (``auto``, ``atk_supp``, ``def_supp``)."""
        if self.windows:
            return "act"
        return "spec" if self.zone == "hand" else self.trigger.skill_kind


def fe_ability(a: Ability, **marks: Any) -> FEAbility:
    """The core-compiled ``a`` with FE's marks (the fields of :class:`FEAbility`)."""
    return FEAbility(**{f.name: getattr(a, f.name) for f in fields(Ability)}, **marks)
