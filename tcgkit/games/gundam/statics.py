"""Gundam's continuous effects and keywords: one :class:`~tcgkit.core.effects.StaticKind` object each, with its schema,
its words and the typed reader the rules call (rules/gundam.md §1.6, §1.7).

Card data (cards/effects.yaml) names a kind in ``keywords: {KIND: N}`` (printed keywords) or in a static ability,
``static: {KIND: VALUE}`` with ``to:`` (the cards it reaches; default this Unit) and ``if:``. The rules read a kind
through its object: ``AP.total(m, u)``, ``BLOCKER.value(m, u)``, ``CANT_ATTACK_PLAYER.holds(m, u)``,
``COST_IN_HAND.of(m, u)``. A new kind is one class here, listed in :data:`KINDS`, used in card data, with a test.

The kinds read the state only (no rules): the rules import them, and the vocabulary (primitives) lists them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from tcgkit.core.effects import (
    CompileError, Ctx, Flag, Keyword, Most, StaticKind, Sum, has_modifier, int_arg, modifier_total,
)
from tcgkit.core.kinds import EventKind
from tcgkit.core.words import named

from tcgkit.games.gundam.play_statics import (  # noqa: F401  (read from here too)
    CANT_ATTACK_UNLESS_DEPLOYED, DEPLOYED_KEY, GRANT_TRAIT, REST_INSTEAD_OF_BASE,
)
from tcgkit.games.gundam.hand_statics import (  # noqa: F401  (the kinds that work in the hand; read from here too)
    ALT_COST_DESTROY, COST_IN_HAND, COST_IN_HAND_PER, COST_IN_TRASH, COST_PER_ENEMY_UNIT, LEVEL_PER_ENEMY_UNIT,
    PAIR_COST_ZERO_WITH, InHand, enemy_units,
)

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.core.effects import StaticEffect, Vocabulary


    from tcgkit.games.gundam.match import GundamMatch


# ------------------------------------------------------------------------------------------------- keywords


class GundamKeyword(Keyword):
    """A keyword effect (Gundam CR 13-1; rules/gundam.md §1.6): a Unit has it printed, from its paired Pilot (a
    Pilot's text is its Unit's), granted for a while, or from a continuous effect."""

    def printed(self, m: "GundamMatch", uid: int) -> int:
        defs = m.card_def
        v = defs[uid].keyword_values.get(self, 0)
        pl = m.pilot[uid]
        if pl >= 0:
            v += defs[pl].keyword_values.get(self, 0)
        return v

    def value(self, m: "GundamMatch", uid: int) -> int:
        """The core's :meth:`Keyword.value` with :meth:`printed` inlined: rules and agents ask it for every Unit
        of every legal-action list (so a card without keywords, and a kind not in force, cost no call)."""
        defs = m.card_def
        kv = defs[uid].keyword_values
        v = kv[self] if kv and self in kv else 0
        pl = m.pilot[uid]
        if pl >= 0:
            kv = defs[pl].keyword_values
            if kv and self in kv:
                v += kv[self]
        if m.mods:
            v += modifier_total(m, uid, self.name)
        in_force = m.in_force
        if self in in_force:
            for src, host, effects in in_force[self]:
                for e in effects:
                    if (host == uid or e.scope is not None) and self.applies(m, e, src, host, uid):
                        v += e.value
        if v and not self.additive:
            return 1
        return v


class Repair(GundamKeyword):
    name, label, additive, tags = "repair", "Repair", True, frozenset({"sustain"})


class Breach(GundamKeyword):
    name, label, additive, tags = "breach", "Breach", True, frozenset({"pressure"})


class Support(GundamKeyword):
    name, label, additive, tags = "support", "Support", True, frozenset({"buff"})


class Blocker(GundamKeyword):
    name, label, tags = "blocker", "Blocker", frozenset({"defence"})


class FirstStrike(GundamKeyword):
    name, label, tags = "first_strike", "First Strike", frozenset({"combat"})


class HighManeuver(GundamKeyword):
    name, label, tags = "high_maneuver", "High-Maneuver", frozenset({"evasion"})


class Suppression(GundamKeyword):
    name, label, tags = "suppression", "Suppression", frozenset({"pressure"})


class CantBePaired(GundamKeyword):
    """"This Unit can't be paired with a Pilot" (T-022 Wire-Guided Arm, GD04): not one of the <keywords> of CR 13-1
    but a rule the card prints on itself, and it works as one (printed, grantable, read by the rules: pairing is
    not offered, main.py; a Pilot is not paired with it by an effect, primitives/deploy.py)."""

    name, tags = "cant_be_paired", frozenset({"restriction"})

    def text(self, value: int = 0) -> str:
        return "(cannot be paired with a pilot)"

    def describe(self, value, who: str) -> str:
        return f"{who} cannot be paired with a pilot"


REPAIR, BREACH, SUPPORT, BLOCKER = Repair(), Breach(), Support(), Blocker()
FIRST_STRIKE, HIGH_MANEUVER, SUPPRESSION = FirstStrike(), HighManeuver(), Suppression()
CANT_BE_PAIRED = CantBePaired()
KEYWORDS: dict[str, GundamKeyword] = {k.name: k for k in (REPAIR, BREACH, SUPPORT, BLOCKER, FIRST_STRIKE,
                                                          HIGH_MANEUVER, SUPPRESSION, CANT_BE_PAIRED)}
"""The keyword effects by name (their printed order, CR 13-1), and the printed rules that work like them."""
KEYWORD_EFFECTS: tuple[str, ...] = tuple(k for k in KEYWORDS if k != CANT_BE_PAIRED.name)
"""The names of the keyword effects of CR 13-1 alone ("a Unit with a keyword effect", GD04-051)."""


def has_keyword_effect(m: "GundamMatch", u: int, names: tuple[str, ...] = KEYWORD_EFFECTS) -> bool:
    """Whether ``u`` has one of the keywords ``names`` now, printed or given (default: any keyword effect, as
    GD04-051's attack rule and a selector's ``keyword: any`` ask)."""
    for k in names:
        if KEYWORDS[k].value(m, u):
            return True
    return False


def keyword_label(keyword: str, value: int = 0) -> str:
    """``<Breach 3>``, ``<Blocker>``: a keyword named in data or an event, as printed."""
    kind = KEYWORDS.get(keyword)
    return kind.text(value) if kind is not None else f"<{keyword}>"


# ------------------------------------------------------------------------------------- effects in play


class Stat(Sum):
    """AP+N / HP+N for the cards it reaches (several add up)."""

    def describe(self, value: int, who: str) -> str:
        return f"{self.name.upper()}{value:+d}"


class Ap(Stat):
    name, tags = "ap", frozenset({"buff"})


class Hp(Stat):
    name, tags = "hp", frozenset({"buff"})


class Worded(StaticKind):
    """A kind whose words are one fixed sentence (``{}``: its value)."""

    words: ClassVar[str] = ""

    def describe(self, value: Any, who: str) -> str:
        return self.words.format(value)


class AttackActiveLevelLe(Worded, Most):
    """ST02-001: this Unit may attack active enemy Units of Lv N or less (read once per attacker, main.py)."""

    name, words = "attack_active_level_le", "this unit may attack active enemy units of Lv {} or less"


class AttackActiveKeyword(Worded, Flag):
    """GD04-051: this Unit may attack active enemy Units that have a keyword effect (CR 13-1; read in main.py)."""

    name, words = "attack_active_keyword", "this unit may attack active enemy units with a keyword effect"


class BattleDamageImmunityApLe(Worded, Most):
    """GD01-091, ST07-012: no battle damage from enemy Units with AP N or less."""

    name, words = "battle_damage_immunity_ap_le", "this unit takes no battle damage from enemy units with AP {} or less"


class BaseGuardLevelLe(Worded, Most):
    """ST07-015: this Base takes no damage from enemy Units of Lv N or less, tokens excepted."""

    name, words = "base_guard_level_le", "this base takes no damage from enemy units of Lv {} or less (tokens excepted)"


class CantAttackPlayer(Worded, Flag):
    """ST01-009: this Unit cannot choose the enemy player as its attack target."""

    name, words = "cant_attack_player", "this unit cannot attack the enemy player"


class NoEnemyEffectDamage(Worded, Flag):
    """GD02-129 Argama: this card receives no damage from enemy effects (read where damage is put on cards,
    management.py; an effect of a teammate is not an enemy's, rules/gundam.md §1.8)."""

    name, words = "no_enemy_effect_damage", "this card takes no damage from enemy effects"
    events = (EventKind("no_effect_damage", lambda m, d: f"{named(m, d.get('uid', -1))} takes no damage from "
                                                         f"player {d.get('player')}'s effect"),)


class CantAttack(Worded, Flag):
    """GD04-061: this Unit cannot attack (read with the effect of the same name for a while, ``stats.can_attack``)."""

    name, words, tags = "cant_attack", "this unit cannot attack", frozenset({"restriction"})


class CantBeSetActive(Worded, Flag):
    """T-014 Ad Balloon: this Unit is never set active — not in the start phase's active step (``turn.py``), not by an
    effect (``set_active``); docs/games/gundam.md, ruling "Ad Balloon"."""

    name, words, tags = "cant_be_set_active", "this unit cannot be set active", frozenset({"restriction"})


class BattleDamageImmunity(StaticKind):
    """GD02-006 (``{level_le: 2}``), GD03-020 (``any``): this Unit takes no battle damage from enemy Units — every one,
    or those of Lv N or less (``level_le``) or AP N or less (``ap_le``); read by ``stats.battle_immune``."""

    name, tags = "battle_damage_immunity", frozenset({"protection"})
    KEYS = ("level_le", "ap_le")

    def compile(self, value: Any, where: str, vocab: "Vocabulary") -> Any:
        if value == "any":
            return ("any", 0)
        if isinstance(value, dict) and len(value) == 1 and next(iter(value)) in self.KEYS:
            (k, v), = value.items()
            return (k, int_arg(v, f"{where}.{k}", 0, 99))
        raise CompileError(f"{where}: any, {{level_le: N}} or {{ap_le: N}}, got {value!r}")

    def describe(self, value: Any, who: str) -> str:
        k, n = value
        what = "enemy units" if k == "any" else f"enemy units of {'Lv' if k == 'level_le' else 'AP'} {n} or less"
        return f"{who} {'takes' if who.startswith('this') else 'take'} no battle damage from {what}"

    def immune(self, m: "GundamMatch", target: int, level: int, ap: int) -> bool:
        """Whether an effect in force keeps battle damage from a Unit of Lv ``level`` and AP ``ap`` off ``target``."""
        for e in self.in_force(m, target):
            k, n = e.value
            if k == "any" or (level if k == "level_le" else ap) <= n:
                return True
        return False


#: the modifier ``grant_static`` gives a Unit that must be attacked for a while (GD04-107)
MUST_BE_ATTACKED_KEY = "must_be_attacked"


class MustBeAttacked(Flag):
    """GD03-019, GD03-025, GD03-074: while rested, this Unit (or the Units ``to:`` names) must be chosen as the attack
    target of an enemy Unit that can attack it (main.py keeps only those attacks; docs/games/gundam.md ruling "Must
    be attacked")."""

    name, tags = "must_be_attacked", frozenset({"defence"})

    def describe(self, value: Any, who: str) -> str:
        return f"an enemy unit that can attack {who} while {'it is' if who == 'this unit' else 'they are'} rested " \
               f"must choose {'it' if who == 'this unit' else 'one of them'} as its attack target"

    def holds(self, m: "GundamMatch", target: int) -> bool:
        """In force on ``target`` from a card, or given to it for a while (``grant_static``, GD04-107)."""
        return Flag.holds(self, m, target) or (bool(m.mods) and has_modifier(m, target, MUST_BE_ATTACKED_KEY))

    def forced(self, m: "GundamMatch", acts: list, u: int) -> list:
        """``u``'s attacks among ``acts``, cut to those on a rested Unit this kind reaches, if there is one."""
        rested = m.rested
        mine = [a for a in acts if a[1] == u and a[0] != "end_main"]
        must = [a for a in mine if a[0] == "attack_unit" and rested[a[2]] and self.holds(m, a[2])]
        return must or mine


class ShieldBattleGuard(Worded, Flag):
    """GD03-070: while it holds, the Shields of its player's side take no battle damage from enemy Units (the Base
    still does; <Breach> as effect damage still hits); read by ``battle.hit_shield_area``."""

    name, words, tags = "shield_battle_guard", "your shields take no battle damage from enemy units", \
        frozenset({"protection"})


class BaseBattleGuardLevelLe(Worded, Most):
    """GD04-123: this Base takes no battle damage from enemy Units of Lv N or less, tokens included (unlike
    ``base_guard_level_le``, ST07-015); read by ``stats.base_guarded``."""

    name, words = "base_battle_guard_level_le", "this base takes no battle damage from enemy units of Lv {} or less"


class DeploysRested(StaticKind):
    """GD04-022: Units the value (a selector, read for this card's controller; ``side: any`` for every player's)
    admits enter play rested; read where a card is deployed (``play.placed``)."""

    name, tags = "deploys_rested", frozenset({"tempo"})

    def compile(self, value: Any, where: str, vocab: "Vocabulary") -> Any:
        return vocab.selector(value, where)

    def describe(self, value: Any, who: str) -> str:
        return f"{value.plural()} enter play rested"

    def rests(self, m: "GundamMatch", uid: int) -> bool:
        """Whether an effect in force makes ``uid``, just placed in play, enter rested."""
        in_force = m.in_force
        for src, host, effects in (in_force[self] if self in in_force else ()):
            for e in effects:
                ctx = Ctx(m.card_owner[host], src, host)
                if (e.cond is None or e.cond.holds(m, ctx)) and e.value.test(m, ctx, uid):
                    return True
        return False


class ApUnreducible(Worded, Flag):
    """This Unit's AP cannot be reduced by enemy effects (read by the ``modify`` primitive)."""

    name, words = "ap_unreducible", "this unit's AP cannot be reduced by enemy effects"


# ------------------------------------------------------------------------------------ effects in the hand


AP, HP = Ap(), Hp()
ATTACK_ACTIVE_LEVEL_LE, BATTLE_DAMAGE_IMMUNITY_AP_LE = AttackActiveLevelLe(), BattleDamageImmunityApLe()
ATTACK_ACTIVE_KEYWORD = AttackActiveKeyword()
BASE_GUARD_LEVEL_LE, CANT_ATTACK_PLAYER, AP_UNREDUCIBLE = BaseGuardLevelLe(), CantAttackPlayer(), ApUnreducible()
NO_ENEMY_EFFECT_DAMAGE = NoEnemyEffectDamage()
CANT_ATTACK, CANT_BE_SET_ACTIVE, BATTLE_DAMAGE_IMMUNITY = CantAttack(), CantBeSetActive(), BattleDamageImmunity()
MUST_BE_ATTACKED = MustBeAttacked()
SHIELD_BATTLE_GUARD, BASE_BATTLE_GUARD_LEVEL_LE, DEPLOYS_RESTED = ShieldBattleGuard(), BaseBattleGuardLevelLe(), \
    DeploysRested()

KINDS: tuple[StaticKind, ...] = (*KEYWORDS.values(), AP, HP, ATTACK_ACTIVE_LEVEL_LE, ATTACK_ACTIVE_KEYWORD,
                                 BATTLE_DAMAGE_IMMUNITY_AP_LE,
                                 BASE_GUARD_LEVEL_LE, CANT_ATTACK_PLAYER, AP_UNREDUCIBLE, NO_ENEMY_EFFECT_DAMAGE,
                                 CANT_ATTACK, CANT_BE_SET_ACTIVE, BATTLE_DAMAGE_IMMUNITY, MUST_BE_ATTACKED,
                                 CANT_ATTACK_UNLESS_DEPLOYED, GRANT_TRAIT, REST_INSTEAD_OF_BASE,
                                 SHIELD_BATTLE_GUARD, BASE_BATTLE_GUARD_LEVEL_LE, DEPLOYS_RESTED,
                                 COST_IN_HAND,
                                 COST_PER_ENEMY_UNIT, LEVEL_PER_ENEMY_UNIT, ALT_COST_DESTROY, PAIR_COST_ZERO_WITH,
                                 COST_IN_HAND_PER, COST_IN_TRASH)
"""Every static kind of Gundam's vocabulary."""


def describe_statics(effects: "tuple[StaticEffect, ...]", who: str) -> list[str]:
    """The clauses of one static ability for ``who``: AP/HP changes first, together ("your units get AP+1 HP+1"),
    then each other effect in the order written."""
    parts = []
    mods = " ".join(e.kind.describe(e.value, who) for e in effects if isinstance(e.kind, Stat))
    if mods:
        parts.append(f"{who} {'gets' if who == 'this unit' else 'get'} {mods}")
    parts.extend(e.kind.describe(e.value, who) for e in effects if not isinstance(e.kind, Stat))
    return parts
