"""FE Cipher's CONT parts as objects: one :class:`~tcgkit.core.effects.StaticKind` per kind of continuous effect
(rules/fe_cipher.md §1 "Skill types", §5.3 "layered, computed power"), and the readers the rules call.

A CONT part is a :class:`~tcgkit.games.fe_cipher.skill_model.Static` whose ``kind`` is one of these objects
(read by skill_readers.py from ``cont:``: the shared ``to``/``if`` and marks, then the kind's own value by
:meth:`FEStaticKind.compile`, static_readers.py); the match indexes the parts in force by kind
(``m.static_index``: kind → ``((source, Static), …)``, rebuilt with the continuous effects from what each unit has
now, its own skills, copied or gained ones: match.py). The rules read a kind, never a string key:

* :meth:`FEStaticKind.parts` — every part of the kind in force (the rules that weigh each part themselves);
* :meth:`Flag.holds` — whether a part of the kind reaches a unit (``no_critical``, ``no_skill_moves``);
* :meth:`Most.most` — the largest value reaching a unit (``orbs``, ``critical_multiplier``);
* :meth:`Boost.total` — the attack the boosts reaching a unit add (``per`` multiplies, P02-009 Corrin).

A part reaches a unit when :func:`static_applies`: its [CCS] and [LvS N] marks hold for its source, its scope
(``None``: the source itself) admits the unit and its condition holds, read for the source. A new kind is one
instance here (with its words and its reader in static_readers.py), listed in :data:`KINDS` and
:data:`READ_ORDER`, with a test.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from tcgkit.core.effects import Ctx, StaticKind
from tcgkit.games.fe_cipher import static_readers as read
from tcgkit.games.fe_cipher.wording import other_words, plural_words, range_words

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.games.fe_cipher.match import FEMatch


def lvs_holds(m: "FEMatch", uid: int, n: int) -> bool:
    """The [LvS N] mark: a skill exists only while the unit's stack (its top card included) holds ``n`` or more
    cards (``n`` 0: no mark). Growth adds to the stack; a stack that shrinks switches the skill off."""
    return n == 0 or len(m.stack_of(uid)) >= n


def static_applies(m: "FEMatch", src: int, s: Any, target: int) -> bool:
    """Whether static ``s`` of ``src`` applies to ``target`` now (its scope and condition, read for ``src``)."""
    if s.ccs and not m.class_changed[src] or s.lvs and not lvs_holds(m, src, s.lvs):
        return False
    scope = s.scope
    if scope is None:
        if target != src:
            return False
        if s.cond is None:
            return True
    ctx = Ctx(m.card_owner[src], src, src, target)  # only a scope or a condition reads it
    if scope is not None and not scope.test(m, ctx, target):
        return False
    return s.cond is None or s.cond.holds(m, ctx)


def _no_value(v: Any, where: str, part: Any, vocab: Any, spec: dict) -> Any:
    """The reader of a kind that has no value of its own (``no_critical: true``)."""
    return part


class FEStaticKind(StaticKind):
    """One kind of CONT part: ``name``, ``words`` (``(who, part) → text``, who being "this unit", "your allies" …:
    :meth:`describe`), ``read`` (``(value, where, part, vocab) → part``: its value in the card syntax into the
    fields of the part, :meth:`compile`) and ``key`` (its key in the card syntax, default its name)."""

    def __init__(self, name: str, words: Callable[[str, Any], str], read: Callable | None = None,
                 key: str = "") -> None:
        self.name = name
        self.words = words
        self.read = read or _no_value
        self.key = key or name

    def present(self, spec: dict) -> bool:
        """Whether a CONT mapping states this kind (a kind without a value: with a true one)."""
        return self.key in spec and (self.read is not _no_value or bool(spec[self.key]))

    def compile(self, value: Any, where: str, vocab: Any, part: Any = None, spec: dict | None = None) -> Any:
        """The part ``part`` (a :class:`~tcgkit.games.fe_cipher.skill_model.Static` of this kind, its shared ``to``,
        ``if`` and marks read) with this kind's ``value`` read into it by ``vocab`` (``spec``: the whole CONT
        mapping, for a kind that reads a shared key too, as ``attack`` reads ``per``).

        Raises:
            CompileError: the value is outside the kind's syntax (naming ``where``).
        """
        return self.read(value, where, part, vocab, spec or {})

    def applies(self, m: "FEMatch", effect: Any, source: int, host: int, target: int) -> bool:
        """Whether the part ``effect`` of ``source`` reaches ``target`` now (:func:`static_applies`)."""
        return static_applies(m, source, effect, target)

    def describe(self, value: Any, who: str) -> str:
        """The part ``value`` (a :class:`~tcgkit.games.fe_cipher.skill_model.Static` of this kind) in words."""
        return self.words(who, value)

    def parts(self, m: "FEMatch") -> tuple:
        """Every ``(source, Static)`` of this kind in force (``m.static_index``, match.py)."""
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

    def __init__(self, name: str, field: str, words: Callable[[str, Any], str], read: Callable | None = None) -> None:
        super().__init__(name, words, read)
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


def _boost(who: str, s: Any) -> str:
    return f"{who} gains {'+' if s.amount >= 0 else ''}{s.amount} attack" + (
        f" per {s.per.describe()}" if s.per is not None else "")


BOOST = Boost("boost", _boost, read.boost, key="attack")
ORBS = Most("orbs", "orbs", lambda who, s: f"the attacks of {who} break {s.orbs} orbs", read.orbs)
CRITICAL_MULTIPLIER = Most("critical_multiplier", "amount",
                           lambda who, s: f"a critical hit of {who} multiplies its attack by {s.amount} instead of 2",
                           read.amount_in(2, 5))
NO_CRITICAL = Flag("no_critical", lambda who, s: f"{who} cannot critical hit")
NO_SKILL_MOVES = Flag("no_skill_moves", lambda who, s: f"skills cannot move {plural_words(who)}",
                      read=read.scope_selector)
SUPPORT_FAILS = FEStaticKind("support_fails", lambda who, s: f"a {s.supporter.describe()} fails to support {who}",
                             read=read.supporter())
SUPPORT_SUCCEEDS = FEStaticKind("support_succeeds", lambda who, s: f"a {s.supporter.describe()} supports {who} "
                                f"successfully, even with the same name", read=read.supporter())
SUPPORT_BOOST = FEStaticKind("support_boost", lambda who, s: f"a {s.supporter.describe()} supporting {who} gains "
                             f"+{s.amount} support", read=read.support_boost)
PROTECT = FEStaticKind("protect", lambda who, s: f"an {s.attacker.describe()} cannot attack {who}", read=read.protect)
CANNOT_ATTACK = FEStaticKind("cannot_attack", lambda who, s: f"{who} cannot attack", read=read.scope_selector)
ALSO_COLOR = FEStaticKind("also_color", lambda who, s: f"{who} is also <{s.color}> on the field", read=read.also_color)
REMOVE_KEYWORD = FEStaticKind("remove_keyword", lambda who, s: f"{who} loses Anti-Fliers and cannot acquire it",
                              read=read.remove_keyword)
DESTROYED_TO_BOND = FEStaticKind("destroyed_to_bond", lambda who, s: "destroyed by an enemy's attack, this unit goes "
                                 "to your Bond Area instead of the Retreat Area")
SUPPORTER_TO_BOND = FEStaticKind("supporter_to_bond", lambda who, s: "you may place a card that supported this unit "
                                 "successfully in your Bond Area instead of the Retreat Area",
                                 read=read.supporter_to_bond)
CANNOT_BE_DESTROYED_BY_ATTACK = FEStaticKind("cannot_be_destroyed_by_attack", lambda who, s: f"{who} is not destroyed "
                                             f"by the attack of {other_words(s.attacker, 'an enemy')}",
                                             read=read.selector_arg("by", "attacker"))
CANNOT_BE_EVADED = FEStaticKind("cannot_be_evaded", lambda who, s: f"the attacks of {who} cannot be evaded" + (
    f" by {other_words(s.target, '')}" if s.target is not None else ""), read=read.selector_arg("vs", "target"))
RANGE = FEStaticKind("range", lambda who, s: f"{who} acquires range {range_words(s.amount)}", read=read.range_arg)
AFFINITY = FEStaticKind("affinity", lambda who, s: f"{who} acquires <{s.keyword}>", read=read.affinity)
LOSES_SKILL = FEStaticKind("loses_skill", lambda who, s: f"{who} loses its skill number {s.amount + 1}",
                           read=read.amount_in(0, 9))
DESTROYED_ENEMY_TO_BOND = FEStaticKind("destroyed_enemy_to_bond", lambda who, s: f"{other_words(s.target, 'an enemy')} "
                                       f"destroyed by the attack of {who} goes to its owner's Bond Area face up (its "
                                       f"whole stack)", read=read.selector_arg(None, "target"))
IGNORES_RANGE = FEStaticKind("ignores_range", lambda who, s: f"{who} may attack {other_words(s.target, 'an enemy')} "
                             f"whatever the range", read=read.selector_arg("against", "target"))
ATTACK_ONLY = FEStaticKind("attack_only", lambda who, s: f"{who} may attack only {other_words(s.target, 'an enemy')}",
                           read=read.selector_arg(None, "target"))
SUPPORT_TO_HAND = FEStaticKind("support_to_hand", lambda who, s: f"you may add a card of cost {s.amount} or lower that "
                               f"supported {who} successfully to your hand instead of the Retreat Area",
                               read=read.support_to_hand)
SUPPORTER_TO_GROWTH = FEStaticKind("supporter_to_growth", lambda who, s: f"you may stack a card that supported {who} "
                                   f"successfully beneath an ally of its unit name (growth) instead of the Retreat "
                                   f"Area", read=read.marker)
TREAT_AS_COLOR = FEStaticKind("treat_as_color", lambda who, s: f"your <{s.keyword}> allies and <{s.keyword}> cards in "
                              f"your Retreat Area are also <{s.color}>", read=read.treat_as_color)
KEYWORD = FEStaticKind("keyword", lambda who, s: "Anti-Fliers (+30 attack while attacking a <Flier>)",
                       read=read.keyword)
"""A printed keyword skill written as a CONT part (``{keyword: anti_fliers}``): read into the card's ``keywords``."""

KINDS: dict[str, FEStaticKind] = {k.name: k for k in (
    BOOST, ORBS, CRITICAL_MULTIPLIER, NO_CRITICAL, NO_SKILL_MOVES, SUPPORT_FAILS, SUPPORT_SUCCEEDS, SUPPORT_BOOST,
    PROTECT, CANNOT_ATTACK, ALSO_COLOR, REMOVE_KEYWORD, DESTROYED_TO_BOND, SUPPORTER_TO_BOND,
    CANNOT_BE_DESTROYED_BY_ATTACK, CANNOT_BE_EVADED, RANGE, AFFINITY, LOSES_SKILL, DESTROYED_ENEMY_TO_BOND,
    IGNORES_RANGE, ATTACK_ONLY, SUPPORT_TO_HAND, SUPPORTER_TO_GROWTH, TREAT_AS_COLOR, KEYWORD)}
"""Every kind of CONT part, by name."""

READ_ORDER = (BOOST, NO_CRITICAL, ORBS, KEYWORD, SUPPORT_FAILS, SUPPORT_SUCCEEDS, SUPPORT_BOOST, PROTECT, CANNOT_ATTACK,
              ALSO_COLOR, REMOVE_KEYWORD, SUPPORTER_TO_BOND, CANNOT_BE_DESTROYED_BY_ATTACK, CANNOT_BE_EVADED,
              IGNORES_RANGE, DESTROYED_ENEMY_TO_BOND, ATTACK_ONLY, RANGE, AFFINITY, CRITICAL_MULTIPLIER, LOSES_SKILL,
              SUPPORT_TO_HAND, SUPPORTER_TO_GROWTH, TREAT_AS_COLOR, NO_SKILL_MOVES)
"""Which kind a CONT mapping is read as when it names more than one (a list part is not split: the first wins)."""
