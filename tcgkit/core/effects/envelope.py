"""The ability envelope: one syntax for the abilities in every game's card files, compiled and described by the
game's :class:`~.primitives.Vocabulary` (its own timings, windows, static kinds, cost kinds and zones).

A card's ``abilities`` is a list; each entry is exactly one of a triggered, an activated or a static ability::

    - when: deploy                        # triggered: a timing (TriggerKind) of the game …
      if: your_turn                       #   "if": a condition, checked when it resolves
      once_per_turn: true                 #   or once_per_game: true | KEY (abilities naming KEY share one use)
      optional: true                      #   "you may"
      do: [{draw: 1}]                     #   the effect, in the shared combinator syntax (primitives.py)
    - when: {when_paired: {trait: X}}     # … with a qualifier the timing reads (what fired it must match)
    - activate: activate_main             # activated: a window (or a list of windows) of the game
      cost: [{pay: 2}, rest_self]         #   cost parts of the game's cost kinds, paid in order
      from: hand                          #   the zone it works from (default: the window's or timing's zone)
      do: [...]
    - static: {ap: 1, hp: 1}              # static: continuous effects or keywords (StaticKind: value)
      to: {side: friendly}                #   the cards they reach (a selector; default: this card)
      if: during_pair                     #   while …

A game may admit keys of its own (``Vocabulary(extra_keys=…)``): they are kept, unread, in :attr:`Ability.data`.
Printed keywords sit beside the abilities as ``keywords: {KIND: VALUE}`` (:meth:`Vocabulary.keywords`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from tcgkit.core.effects.abilities import ONCE_PER_GAME, ONCE_PER_TURN, Ability, AbilitySet, Cost
from tcgkit.core.effects.nodes import May
from tcgkit.core.effects.primitives import CompileError
from tcgkit.core.effects.statics import StaticEffect

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.core.effects.vocabulary import Vocabulary

HEADS = ("when", "activate", "static")
COMMON = ("if", "from")
EFFECT_KEYS = ("once_per_turn", "once_per_game", "optional", "cost", "do")


def compile_abilities(vocab: "Vocabulary", spec: Any, where: str) -> AbilitySet:
    """A card's ``abilities`` list → its :class:`AbilitySet` (``None``: none).

    Raises:
        CompileError: an entry outside the envelope or the vocabulary (naming ``where[i]`` and the key).
    """
    if spec is None:
        return AbilitySet()
    if not isinstance(spec, list):
        raise CompileError(f"{where}: abilities are a list, got {spec!r}")
    return AbilitySet(tuple(compile_ability(vocab, a, i, f"{where}[{i}]") for i, a in enumerate(spec)))


def compile_ability(vocab: "Vocabulary", spec: Any, index: int, where: str) -> Ability:
    """One envelope entry → :class:`Ability` (see the module docstring)."""
    if not isinstance(spec, dict):
        raise CompileError(f"{where}: an ability is a mapping with one of {', '.join(HEADS)}, got {spec!r}")
    heads = [h for h in HEADS if h in spec]
    if len(heads) != 1:
        raise CompileError(f"{where}: an ability has exactly one of {', '.join(HEADS)}, got {sorted(map(str, spec))}")
    head = heads[0]
    allowed = (head,) + COMMON + (("to",) if head == "static" else EFFECT_KEYS) + vocab.extra_keys
    unknown = sorted(str(k) for k in spec if k not in allowed)
    if unknown:
        raise CompileError(f"{where}: unknown key(s) {', '.join(unknown)} in a {head!r} ability "
                           f"(allowed: {', '.join(allowed)})")
    cond = vocab.condition(spec["if"], f"{where}.if") if spec.get("if") is not None else None
    zone = _zone(vocab, spec["from"], f"{where}.from") if "from" in spec else None
    data = {k: spec[k] for k in vocab.extra_keys if k in spec} or None
    if head == "static":
        scope = vocab.scope(spec["to"], f"{where}.to") if "to" in spec else None
        return Ability(index, statics=compile_statics(vocab, spec["static"], scope, cond, f"{where}.static"),
                       cond=cond, zone=zone, data=data)
    trigger = qualifier = None
    windows: tuple = ()
    if head == "when":
        trigger, qualifier = _trigger(vocab, spec["when"], f"{where}.when")
        default_zone = trigger.zone
    else:
        windows = _windows(vocab, spec["activate"], f"{where}.activate")
        default_zone = windows[0].zone
    once, once_key = _once(spec, where)
    optional = _flag(spec.get("optional", False), f"{where}.optional")
    effect = vocab.compile(spec.get("do"), f"{where}.do")
    return Ability(index, trigger=trigger, qualifier=qualifier, windows=windows, effect=effect,
                   body=May(effect) if optional else effect, cond=cond, once=once, once_key=once_key,
                   optional=optional, cost=vocab.cost(spec.get("cost"), f"{where}.cost"),
                   zone=zone if "from" in spec else default_zone, data=data,
                   timing=trigger.name if trigger is not None else "_".join(w.name for w in windows))


def compile_statics(vocab: "Vocabulary", spec: Any, scope: Any, cond: Any, where: str) -> tuple[StaticEffect, ...]:
    """``static: {KIND: VALUE …}`` → one :class:`StaticEffect` per kind, in the order written."""
    if isinstance(spec, str):
        spec = {spec: 1}
    if not isinstance(spec, dict) or not spec:
        raise CompileError(f"{where}: a static ability is a mapping of {_known(vocab.statics)} to values, "
                           f"got {spec!r}")
    out = []
    for name, value in spec.items():
        kind = vocab.statics.get(name)
        if kind is None:
            raise CompileError(f"{where}: unknown static kind {name!r} (known: {_known(vocab.statics)})")
        out.append(StaticEffect(kind, kind.compile(value, f"{where}.{name}", vocab), scope, cond))
    return tuple(out)


def compile_keywords(vocab: "Vocabulary", spec: Any, where: str) -> tuple:
    """A card's printed ``keywords: {NAME: VALUE}`` → ``(kind, value)`` pairs of the vocabulary's keyword kinds."""
    if spec is None:
        return ()
    if not isinstance(spec, dict):
        raise CompileError(f"{where}: keywords are a mapping of keyword to value, got {spec!r}")
    out = []
    for name, value in spec.items():
        kind = vocab.statics.get(name)
        if kind is None or not kind.keyword:
            known = ", ".join(sorted(k for k, v in vocab.statics.items() if v.keyword))
            raise CompileError(f"{where}: unknown keyword {name!r} (known: {known})")
        out.append((kind, kind.compile(value, f"{where}.{name}", vocab)))
    return tuple(out)


def describe_ability(vocab: "Vocabulary", a: Ability) -> str:
    """An ability in words, rendered from its objects (never from printed text)."""
    if a.statics:
        return vocab.phrase_static(a)
    if a.trigger is not None:
        head = a.trigger.words + (a.trigger.describe_qualifier(a.qualifier) if a.qualifier is not None else "")
    else:
        head = " or ".join(w.words for w in a.windows)
    extras = []
    if a.once:
        extras.append("once per turn" if a.once == ONCE_PER_TURN else "once per game")
    extras.extend(c.describe() for c in a.cost)
    if a.cond is not None:
        extras.append(a.cond.describe())
    return vocab.phrase_ability(head, extras, vocab.describe(a.effect) if a.effect is not None else "", a.optional)


# ------------------------------------------------------------------------------------------------ the parts


def _trigger(vocab: "Vocabulary", spec: Any, where: str) -> tuple:
    name, qspec = spec, None
    if isinstance(spec, dict) and len(spec) == 1:
        (name, qspec), = spec.items()
    kind = vocab.triggers.get(name) if isinstance(name, str) else None
    if kind is None:
        raise CompileError(f"{where}: unknown timing {name!r} (known: {_known(vocab.triggers)})")
    if qspec is None:
        return kind, None
    return kind, kind.compile_qualifier(qspec, f"{where}.{name}", vocab)


def _windows(vocab: "Vocabulary", spec: Any, where: str) -> tuple:
    names = spec if isinstance(spec, list) else [spec]
    out = []
    for n in names:
        w = vocab.windows.get(n) if isinstance(n, str) else None
        if w is None:
            raise CompileError(f"{where}: unknown window {n!r} (known: {_known(vocab.windows)})")
        out.append(w)
    if not out:
        raise CompileError(f"{where}: name at least one window")
    return tuple(out)


def _once(spec: dict, where: str) -> tuple[str, str]:
    turn = _flag(spec.get("once_per_turn", False), f"{where}.once_per_turn")
    game = spec.get("once_per_game", False)
    if turn and game:
        raise CompileError(f"{where}: once_per_turn or once_per_game, not both")
    if turn:
        return ONCE_PER_TURN, ""
    if game is True:
        return ONCE_PER_GAME, ""
    if isinstance(game, str) and game:
        return ONCE_PER_GAME, game
    if game is not False:
        raise CompileError(f"{where}.once_per_game: true or a key shared by the abilities that name it, got {game!r}")
    return "", ""


def compile_costs(vocab: "Vocabulary", spec: Any, where: str) -> tuple[Cost, ...]:
    """Cost parts → :class:`Cost` records (:meth:`Vocabulary.cost`)."""
    if spec is None:
        return ()
    parts = spec if isinstance(spec, list) else [spec]
    out = []
    for i, c in enumerate(parts):
        w = f"{where}[{i}]"
        if isinstance(c, str):
            kind, value = vocab.costs.get(c), None
            if kind is not None and kind.takes_value:
                raise CompileError(f"{w}: the cost {c!r} needs a value ({c}: ...)")
        elif isinstance(c, dict) and len(c) == 1:
            (name, value), = c.items()
            kind = vocab.costs.get(name)
        else:
            kind = None
        if kind is None:
            raise CompileError(f"{w}: unknown cost {c!r} (known: {_known(vocab.costs)})")
        out.append(Cost(kind, kind.compile(value, f"{w}.{kind.name}")))
    return tuple(out)


def _zone(vocab: "Vocabulary", spec: Any, where: str) -> str:
    if spec not in vocab.zones:
        raise CompileError(f"{where}: unknown zone {spec!r} (known: {', '.join(vocab.zones) or 'none'})")
    return spec


def _flag(v: Any, where: str) -> bool:
    if not isinstance(v, bool):
        raise CompileError(f"{where}: expected true or false, got {v!r}")
    return v


def _known(table: dict) -> str:
    return ", ".join(sorted(table)) or "none"
