"""What a skill is, as data: :class:`FEAbility` (an ACT skill, on the core's
:class:`~tcgkit.core.effects.Ability`), :class:`Skill` (the other kinds, still FE's own), an AUTO skill's
:class:`Trigger` and the CONT :class:`Static` parts.

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
class Trigger:
    """When an AUTO skill triggers: its ``timing`` (a :class:`~tcgkit.games.fe_cipher.triggers.FETiming`:
    ``deployed``, ``attacks``, ``destroyed`` …, triggers.py) and the selector its subject must pass (read with
    ``this`` = the skill's unit and ``it`` = the subject; ``None``: any)."""

    timing: Any
    subject: Any = None


@dataclass(frozen=True, slots=True, eq=False)
class Static:
    """One CONT part. ``kind`` says what it does; the other fields are its arguments:

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

    kind: str
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
    """One skill of a card that is not an ACT skill (those are :class:`FEAbility`; ``index``: its place among the
    card's skills; triggers and once-per-turn marks use it).

    Attributes:
        kind: ``auto``, ``cont``, ``spec``, ``atk_supp`` or ``def_supp``.
        zone: ``field``, or ``hand`` for an AUTO that works in the hand (SPEC ``hand_trigger``).
        prefix: ``""``, ``"CCS"``, ``"FS"`` …; ``ccs``: works only while the unit is Class Changed.
        lvs: [LvS N], the skill exists only while the unit's stack holds N or more cards (0: no mark).
        once_per_turn; once_per_game: a ledger key shared by every skill that names it (B03-085 Flora).
        cost: cost parts (the core's ``Cost`` records, costs.py);
        cond: condition to use or resolve it; trigger: for AUTO.
        effect: the effect tree (core nodes + FE primitives).
        statics: CONT parts; spec: SPEC facts (a dict, read into the card by compile).
    """

    kind: str
    index: int
    zone: str = "field"
    prefix: str = ""
    ccs: bool = False
    once_per_turn: bool = False
    once_per_game: str = ""
    cost: tuple = ()
    cond: Any = None
    trigger: Any = None
    effect: Any = None
    statics: tuple = ()
    spec: Any = None
    lvs: int = 0


@dataclass(frozen=True, slots=True, eq=False)
class FEAbility(Ability):
    """An FE skill on the core's :class:`~tcgkit.core.effects.Ability` (so far the ACT skills: window ``action``,
    ``zone`` ``None`` for the field, ``bonds`` for [BS], ``hand`` for [CP]), with FE's marks beside the core's fields.

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
        """The skill kind FE's words name it by: ``act`` for an activated one, ``auto`` for a triggered one."""
        return "act" if self.windows else "auto"


def fe_ability(a: Ability, **marks: Any) -> FEAbility:
    """The core-compiled ``a`` with FE's marks (the fields of :class:`FEAbility`)."""
    return FEAbility(**{f.name: getattr(a, f.name) for f in fields(Ability)}, **marks)
