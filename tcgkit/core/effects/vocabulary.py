"""The vocabulary: a game's card language. It reads card data into effect trees (the combinators and the game's
primitives, selectors and conditions) and abilities (the envelope, :mod:`.envelope`, with the game's timings,
windows, static kinds, cost kinds and zones), and it renders both in words.

:meth:`Vocabulary.compile` reads the shared combinator syntax (the same for every game)::

    - draw: 1                                  # {primitive: value}, or a bare name for a primitive without value
    - choose: {side: enemy, hp_le: 3}          # Choose; the selector is read by the game's parser
      then: [{deal_damage: {amount: 2, to: it}}]
      optional: true                           # the controller may decline
    - if: your_turn                            # If; the condition is read by the game's parser
      then: [...]
      else: [...]
    - may: [...]                               # May ("you may")
    - for_each: {side: friendly}               # ForEach
      do: [...]
    - repeat: 2                                # Repeat
      do: [...]

Selectors compose in data with ``all_of: [...]``, ``any_of: [...]`` and ``not: ...``; conditions likewise.
:meth:`Vocabulary.abilities` reads a card's ``abilities`` list (:mod:`.envelope`); a game's rules announce moments
with :func:`~.timings.fire`, which finds the timings listening through :attr:`Vocabulary.events`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, ClassVar, Iterable

from tcgkit.core.effects.abilities import AbilitySet, CostKind
from tcgkit.core.effects.conditions import Both, Condition, Either, Unless
from tcgkit.core.effects.limits import MAX_REPEAT, check_data, check_effect
from tcgkit.core.effects.envelope import (
    compile_abilities, compile_ability, compile_costs, compile_keywords, describe_ability,
)
from tcgkit.core.effects.nodes import Choose, Do, ForEach, If, May, Node, Repeat, Seq
from tcgkit.core.effects.primitives import CompileError, Primitive, int_arg
from tcgkit.core.effects.selectors import AllOf, AnyOf, Not, Selector
from tcgkit.core.effects.statics import StaticKind
from tcgkit.core.effects.timings import TriggerKind, Window

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.core.effects.abilities import Ability


CLAUSE_OPENERS = frozenset({"this", "that", "these", "those", "it", "its", "they", "their", "the", "each", "every",
                            "all", "both", "your", "a", "an"})
"""First words of an effect's description that make it a clause with its own subject, not an instruction
(:meth:`Vocabulary.phrase_may`)."""


class Vocabulary:
    """A game's card language: its primitives, selector and condition atoms, timings, windows, static kinds, cost
    kinds and zones, and its phrasing.

    Args:
        primitives: one instance per primitive (names must be unique).
        selector: reads a selector atom from card data (a mapping or a name) into a :class:`Selector`.
        condition: reads a condition atom from card data into a :class:`Condition`.
        amount: reads a non-literal count (e.g. ``{count: friendly_units}``) into an ``Amount``; ``None``: only
            literal numbers are allowed.
        triggers: one instance per timing (:class:`~.timings.TriggerKind`).
        windows: the windows of activated abilities (:class:`~.timings.Window`).
        statics: one instance per continuous effect or keyword (:class:`~.statics.StaticKind`).
        costs: one instance per cost kind (:class:`~.abilities.CostKind`).
        zones: the zone names an ability's ``from:`` may give (the game's words: ``hand``, ``bonds`` …).
        extra_keys: envelope keys of the game's own, kept unread in :attr:`~.abilities.Ability.data`.
        events: events the rules fire that no timing listens to yet (a moment announced ahead of its cards); the
            timings' own events are declared with them.

    Raises:
        ValueError: two objects of one table with the same name, or a primitive named like a combinator.

    Games override the ``phrase_*`` methods to word the combinators and abilities their way.
    """

    COMBINATOR_KEYS: ClassVar[frozenset[str]] = frozenset(
        ("choose", "then", "optional", "if", "else", "may", "for_each", "do", "repeat"))

    def __init__(self, primitives: Iterable[Primitive], selector: Callable[[Any, str], Selector],
                 condition: Callable[[Any, str], Condition], amount: Callable[[Any, str], Any] | None = None, *,
                 triggers: Iterable[TriggerKind] = (), windows: Iterable[Window] = (),
                 statics: Iterable[StaticKind] = (), costs: Iterable[CostKind] = (), zones: Iterable[str] = (),
                 extra_keys: Iterable[str] = (), events: Iterable[str] = ()) -> None:
        self.primitives: dict[str, Primitive] = {}
        for p in primitives:
            if not p.name or p.name in self.primitives:
                raise ValueError(f"primitive {p!r}: empty or repeated name")
            if p.name in self.COMBINATOR_KEYS:
                raise ValueError(f"primitive {p.name!r} would shadow a combinator")
            self.primitives[p.name] = p
        self._selector = selector
        self._condition = condition
        self._amount = amount
        self.triggers: dict[str, TriggerKind] = _table(triggers, "timing")
        self.windows: dict[str, Window] = _table(windows, "window")
        self.statics: dict[str, StaticKind] = _table(statics, "static kind")
        self.costs: dict[str, CostKind] = _table(costs, "cost kind")
        self.zones: tuple[str, ...] = tuple(zones)
        self.extra_keys: tuple[str, ...] = tuple(extra_keys)
        events: dict[str, tuple[TriggerKind, ...]] = {e: () for e in events}
        for t in self.triggers.values():
            events[t.event] = events.get(t.event, ()) + (t,)
        self.events = events
        """Event name → the timings it fires, in the order they were given (their triggers wait in that order)."""

    # ------------------------------------------------------------------------------------------- compiling

    def compile(self, spec: Any, where: str) -> Node:
        """Card data (a list of parts, or one part) → an effect tree (a :class:`Seq` for a list), within the limits
        of :mod:`.limits` (the data's size and depth before compiling, the tree's size, depth and steps after).

        Raises:
            CompileError: anything outside the vocabulary, naming ``where`` (the card and ability) and the key; an
                effect beyond a limit.
        """
        check_data(spec, where)
        node = self._compile(spec, where)
        check_effect(node, where)
        return node

    def _compile(self, spec: Any, where: str) -> Node:
        if spec is None:
            return Seq(())
        if isinstance(spec, list):
            return Seq(tuple(self._part(s, f"{where}[{i}]") for i, s in enumerate(spec)))
        return self._part(spec, where)

    def _part(self, spec: Any, where: str) -> Node:
        if isinstance(spec, str):
            prim = self.primitives.get(spec)
            if prim is None:
                raise CompileError(f"{where}: unknown effect {spec!r} (known: {', '.join(sorted(self.primitives))})")
            if prim.takes_value:
                raise CompileError(f"{where}: {spec!r} needs a value ({spec}: ...)")
            return Do(prim, prim.compile(None, where))
        if not isinstance(spec, dict) or not spec:
            raise CompileError(f"{where}: an effect part is a name or a mapping, got {spec!r}")
        if "choose" in spec:
            self._only(spec, ("choose", "then", "optional"), where)
            return Choose(self.selector(spec["choose"], f"{where}.choose"),
                          self._compile(spec.get("then"), f"{where}.then"),
                          self._flag(spec.get("optional", False), f"{where}.optional"))
        if "if" in spec:
            self._only(spec, ("if", "then", "else"), where)
            other = self._compile(spec["else"], f"{where}.else") if "else" in spec else None
            return If(self.condition(spec["if"], f"{where}.if"),
                      self._compile(spec.get("then"), f"{where}.then"), other)
        if "may" in spec:
            self._only(spec, ("may",), where)
            return May(self._compile(spec["may"], f"{where}.may"))
        if "for_each" in spec:
            self._only(spec, ("for_each", "do"), where)
            return ForEach(self.selector(spec["for_each"], f"{where}.for_each"),
                           self._compile(spec.get("do"), f"{where}.do"))
        if "repeat" in spec:
            self._only(spec, ("repeat", "do"), where)
            return Repeat(self.amount(spec["repeat"], f"{where}.repeat"), self._compile(spec.get("do"), f"{where}.do"))
        if len(spec) != 1:
            raise CompileError(f"{where}: a part has exactly one effect key, got {sorted(map(str, spec))}")
        (key, value), = spec.items()
        prim = self.primitives.get(key)
        if prim is None:
            raise CompileError(f"{where}: unknown effect {key!r} (known: {', '.join(sorted(self.primitives))})")
        return Do(prim, prim.compile(value, f"{where}.{key}"))

    def selector(self, spec: Any, where: str) -> Selector:
        """A selector from data: the game's atoms, composed with ``all_of``/``any_of``/``not`` (its data within
        :data:`~.limits.MAX_EFFECT_DATA` values)."""
        check_data(spec, where)
        return self._read_selector(spec, where)

    def _read_selector(self, spec: Any, where: str) -> Selector:
        if isinstance(spec, dict) and len(spec) == 1:
            (k, v), = spec.items()
            if k in ("all_of", "any_of"):
                if not isinstance(v, list) or not v:
                    raise CompileError(f"{where}.{k}: expected a non-empty list")
                parts = tuple(self._read_selector(x, f"{where}.{k}[{i}]") for i, x in enumerate(v))
                return AllOf(parts) if k == "all_of" else AnyOf(parts)
            if k == "not":
                return Not(self._read_selector(v, f"{where}.not"))
        return self._selector(spec, where)

    def condition(self, spec: Any, where: str) -> Condition:
        """A condition from data: the game's atoms, composed with ``all_of``/``any_of``/``not``; a list is
        ``all_of`` (its data within :data:`~.limits.MAX_EFFECT_DATA` values)."""
        check_data(spec, where)
        return self._read_condition(spec, where)

    def _read_condition(self, spec: Any, where: str) -> Condition:
        if isinstance(spec, list):
            parts = tuple(self._read_condition(x, f"{where}[{i}]") for i, x in enumerate(spec))
            return parts[0] if len(parts) == 1 else Both(parts)
        if isinstance(spec, dict) and len(spec) == 1:
            (k, v), = spec.items()
            if k in ("all_of", "any_of"):
                if not isinstance(v, list) or not v:
                    raise CompileError(f"{where}.{k}: expected a non-empty list")
                parts = tuple(self._read_condition(x, f"{where}.{k}[{i}]") for i, x in enumerate(v))
                return Both(parts) if k == "all_of" else Either(parts)
            if k == "not":
                return Unless(self._read_condition(v, f"{where}.not"))
        return self._condition(spec, where)

    def amount(self, spec: Any, where: str) -> Any:
        """A literal count (0 to :data:`~.limits.MAX_REPEAT`), or (with an ``amount`` parser) a value read on
        resolution."""
        if isinstance(spec, int) and not isinstance(spec, bool):
            return int_arg(spec, where, 0, MAX_REPEAT)
        if self._amount is None:
            raise CompileError(f"{where}: expected a whole number, got {spec!r}")
        return self._amount(spec, where)

    @staticmethod
    def _only(spec: dict, keys: tuple[str, ...], where: str) -> None:
        extra = sorted(set(spec) - set(keys))
        if extra:
            raise CompileError(f"{where}: unknown key(s) {', '.join(map(str, extra))} beside {keys[0]!r} "
                               f"(allowed: {', '.join(keys)})")

    @staticmethod
    def _flag(v: Any, where: str) -> bool:
        if not isinstance(v, bool):
            raise CompileError(f"{where}: expected true or false, got {v!r}")
        return v

    # ------------------------------------------------------------------------------------------- abilities

    def abilities(self, spec: Any, where: str) -> AbilitySet:
        """A card's ``abilities`` list in the envelope syntax → its :class:`~.abilities.AbilitySet`.

        Raises:
            CompileError: anything outside the envelope or the vocabulary, naming ``where[i]`` and the key.
        """
        return compile_abilities(self, spec, where)

    def ability(self, spec: Any, index: int, where: str) -> "Ability":
        """One envelope entry (the card's ability ``index``) → :class:`~.abilities.Ability`."""
        return compile_ability(self, spec, index, where)

    def cost(self, spec: Any, where: str) -> tuple:
        """Cost parts (``[{pay: 2}, rest_self]``, or one part) → :class:`~.abilities.Cost` records of the vocabulary's
        cost kinds, in the order written (``None``: no cost); what an ability's ``cost:`` compiles with.

        Raises:
            CompileError: an unknown cost kind or a value that does not fit, naming ``where[i]``.
        """
        return compile_costs(self, spec, where)

    def keywords(self, spec: Any, where: str) -> tuple:
        """A card's printed ``keywords: {NAME: VALUE}`` → ``(keyword kind, value)`` pairs."""
        return compile_keywords(self, spec, where)

    def scope(self, spec: Any, where: str) -> Selector:
        """The ``to:`` of a static ability (the cards it reaches); default: a selector. Games may admit names."""
        return self.selector(spec, where)

    # ------------------------------------------------------------------------------------------- describing

    def describe(self, node: Node) -> str:
        """The effect in words, rendered from the tree (never from printed card text)."""
        return node.describe(self)

    def phrase_seq(self, parts: list[str]) -> str:
        return ", then ".join(p for p in parts if p)

    def phrase_choose(self, selector: str, then: str, optional: bool) -> str:
        return f"{'you may ' if optional else ''}choose {selector}: {then}"

    def phrase_if(self, cond: str, then: str, otherwise: str | None) -> str:
        return f"if {cond}, {then}" + (f"; otherwise {otherwise}" if otherwise else "")

    def phrase_may(self, body: str) -> str:
        """"you may draw 1 card"; a body that opens with its own subject ("this unit gets …", "that unit recovers
        …") reads "if you choose, this unit gets …" instead of a "you may" before a clause."""
        first = body.split(" ", 1)[0].lower()
        return f"if you choose, {body}" if first in CLAUSE_OPENERS else f"you may {body}"

    def phrase_for_each(self, selector: str, body: str) -> str:
        return f"for each {selector}: {body}"

    def phrase_repeat(self, times: Any, body: str) -> str:
        return f"{times} times: {body}"

    def event_kinds(self) -> tuple:
        """The event kinds its primitives, timings and static kinds declare (each once): a game's
        :class:`~tcgkit.core.kinds.Kinds` takes them in, so a new object brings its own narration."""
        out: dict[str, Any] = {}
        for table in (self.primitives, self.triggers, self.statics):
            for obj in table.values():
                for e in obj.events:
                    out.setdefault(e.name, e)
        return tuple(out.values())

    def describe_ability(self, ability: "Ability") -> str:
        """One ability in words: its timing or windows, qualifier, limits and costs, condition, then its effect."""
        return describe_ability(self, ability)

    def phrase_ability(self, head: str, extras: list[str], effect: str, optional: bool) -> str:
        effect = self.phrase_may(effect) if optional else effect
        return f"{head}{' (' + ', '.join(extras) + ')' if extras else ''}: {effect}."

    def phrase_static(self, ability: "Ability") -> str:
        """A static ability in words: each effect's kind phrased for the cards it reaches, while its condition."""
        scope = ability.statics[0].scope
        who = "this card" if scope is None else scope.describe()
        text = "; ".join(s.kind.describe(s.value, who) for s in ability.statics)
        if ability.cond is not None:
            return f"While {ability.cond.describe()}, {text}."
        return text[0].upper() + text[1:] + "."


def _table(objects: Iterable[Any], what: str) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for o in objects:
        if not o.name or o.name in out:
            raise ValueError(f"{what} {o!r}: empty or repeated name")
        out[o.name] = o
    return out
