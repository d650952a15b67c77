"""Primitives and the vocabulary: how a game adds what its cards can do, and how card data becomes effect trees.

A **primitive** is one object holding everything about one thing cards do (Forge's "one class per effect API"):

* ``name`` — its key in card data (``draw``, ``deal_damage`` …);
* :meth:`Primitive.compile` — check the card data's value and turn it into a tuple of arguments (the schema);
* :meth:`Primitive.describe` — the words shown to players, from the arguments (never the printed text);
* :meth:`Primitive.resolve` — what happens, as rules code on the match;
* ``tags`` — what it is, for agents and card lists (``removal``, ``draw``, ``buff``, ``resource`` …).

Adding a primitive = one subclass + the card data that uses it + a test. A :class:`Vocabulary` is a game's set of
primitives plus its parsers for selector and condition atoms; :meth:`Vocabulary.compile` reads the shared
combinator syntax (the same for every game)::

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
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, ClassVar, Iterable

from tcgkit.core.effects.conditions import Both, Condition, Either, Unless
from tcgkit.core.effects.limits import MAX_REPEAT, check_data, check_effect
from tcgkit.core.effects.nodes import Choose, Do, ForEach, If, May, Node, Repeat, Seq
from tcgkit.core.effects.selectors import AllOf, AnyOf, Not, Selector
from tcgkit.core.errors import CompileError

__all__ = ["CompileError", "Primitive", "Vocabulary", "int_arg", "mapping_arg"]  # CompileError lives in core.errors

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.core.effects.nodes import Ctx
    from tcgkit.core.match import Match


class Primitive:
    """One thing cards do. Subclass it, set ``name`` and ``tags``, implement the three methods.

    Class attributes:
        name: the key in card data.
        tags: what it is, for agents (e.g. ``frozenset({"draw"})``).
        takes_value: whether the key needs a value (``draw: 1``); ``False`` for bare names (``- shuffle``).
    """

    name: ClassVar[str] = ""
    tags: ClassVar[frozenset[str]] = frozenset()
    takes_value: ClassVar[bool] = True

    def compile(self, value: Any, where: str) -> tuple:
        """Check the data and return the arguments :meth:`resolve` and :meth:`describe` receive.

        Raises:
            CompileError: the value does not fit (name ``where`` and what was expected).
        """
        return (value,)

    def describe(self, *args: Any) -> str:  # pragma: no cover - every primitive overrides it
        raise NotImplementedError

    def resolve(self, m: "Match", ctx: "Ctx", *args: Any) -> None:  # pragma: no cover
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"<{self.name}>"


def int_arg(value: Any, where: str, lo: int = 0, hi: int = 10**6) -> int:
    """``value`` as an int in ``[lo, hi]`` (``True`` is not a number here).

    Raises:
        CompileError: not an integer, or out of range.
    """
    if isinstance(value, bool) or not isinstance(value, int):
        raise CompileError(f"{where}: expected a whole number, got {value!r}")
    if not lo <= value <= hi:
        raise CompileError(f"{where}: {value} is out of range ({lo}–{hi})")
    return value


def mapping_arg(value: Any, where: str, required: Iterable[str] = (), optional: Iterable[str] = ()) -> dict:
    """``value`` as a mapping with exactly the ``required`` keys and any of the ``optional`` ones.

    Raises:
        CompileError: not a mapping, a key missing, or an unknown key (each named).
    """
    if not isinstance(value, dict):
        raise CompileError(f"{where}: expected a mapping, got {value!r}")
    req = tuple(required)
    allowed = set(req) | set(optional)
    missing = [k for k in req if k not in value]
    if missing:
        raise CompileError(f"{where}: missing key(s) {', '.join(missing)}")
    unknown = sorted(set(value) - allowed)
    if unknown:
        raise CompileError(f"{where}: unknown key(s) {', '.join(map(str, unknown))} (allowed: {', '.join(sorted(allowed))})")
    return value


class Vocabulary:
    """A game's effect language: its primitives, its selector and condition atoms, and its phrasing.

    Args:
        primitives: one instance per primitive (names must be unique).
        selector: reads a selector atom from card data (a mapping or a name) into a :class:`Selector`.
        condition: reads a condition atom from card data into a :class:`Condition`.
        amount: reads a non-literal count (e.g. ``{count: friendly_units}``) into an ``Amount``; ``None``: only
            literal numbers are allowed.

    Games override the ``phrase_*`` methods to word the combinators their way.
    """

    COMBINATOR_KEYS: ClassVar[frozenset[str]] = frozenset(
        ("choose", "then", "optional", "if", "else", "may", "for_each", "do", "repeat"))

    def __init__(self, primitives: Iterable[Primitive], selector: Callable[[Any, str], Selector],
                 condition: Callable[[Any, str], Condition], amount: Callable[[Any, str], Any] | None = None) -> None:
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
            return Choose(self.selector(spec["choose"], f"{where}.choose"), self._compile(spec.get("then"), f"{where}.then"),
                          self._flag(spec.get("optional", False), f"{where}.optional"))
        if "if" in spec:
            self._only(spec, ("if", "then", "else"), where)
            other = self._compile(spec["else"], f"{where}.else") if "else" in spec else None
            return If(self.condition(spec["if"], f"{where}.if"), self._compile(spec.get("then"), f"{where}.then"), other)
        if "may" in spec:
            self._only(spec, ("may",), where)
            return May(self._compile(spec["may"], f"{where}.may"))
        if "for_each" in spec:
            self._only(spec, ("for_each", "do"), where)
            return ForEach(self.selector(spec["for_each"], f"{where}.for_each"), self._compile(spec.get("do"), f"{where}.do"))
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
        return f"you may {body}"

    def phrase_for_each(self, selector: str, body: str) -> str:
        return f"for each {selector}: {body}"

    def phrase_repeat(self, times: Any, body: str) -> str:
        return f"{times} times: {body}"
