"""The shared effect machinery (DESIGN.md contract 7): effect trees, selectors, conditions, primitives, triggers,
modifiers with durations, the once-per-turn ledger and continuous effects. Every game builds its card effects on it.

* :mod:`.nodes` — the combinators (Seq, Choose, If, May, ForEach, Repeat, Do) and the frames that resolve them;
* :mod:`.selectors`, :mod:`.conditions` — composable with ``&``, ``|``, ``~``;
* :mod:`.primitives` — :class:`Primitive` (one object per thing cards do);
* :mod:`.abilities` — :class:`Ability` (the envelope around an effect: trigger or activation, cost, condition,
  once per turn/game, "you may", the zone it works from), :class:`AbilitySet`, :class:`CostKind`, and the frames
  that resolve and use abilities;
* :mod:`.timings` — :class:`TriggerKind` (a timing as an object), :class:`Window`, and :func:`fire`;
* :mod:`.statics` — :class:`StaticKind` (a continuous effect or keyword as an object, with its typed reader);
* :mod:`.envelope` and :mod:`.vocabulary` — :class:`Vocabulary`: card data → effect trees and abilities, and their
  words;
* :mod:`.triggers` — the waiting queue and its ordering decision;
* :mod:`.modifiers` — modifiers with durations, and the once-per-turn ledger;
* :mod:`.continuous` — the sources of continuous effects in force and their index by kind (``refresh_continuous``,
  ``in_force_index``);
* :mod:`.state` — the slots a match class includes to use them.
"""

from tcgkit.core.effects.abilities import (
    ONCE_PER_GAME, ONCE_PER_TURN, Ability, AbilitySet, Cost, CostKind, resolve_ability, use_ability,
)
from tcgkit.core.effects.conditions import Always, Both, Condition, Either, Unless
from tcgkit.core.effects.continuous import in_force_index, refresh_continuous
from tcgkit.core.effects.modifiers import (
    BATTLE, DURATION_NAMES, PERMANENT, TURN, add_modifier, drop_target, duration, expire, has_modifier, mark_used,
    modifier_total, reset_used, used,
)
from tcgkit.core.effects.nodes import (
    Amount, Choose, Ctx, Do, ForEach, If, May, Node, Repeat, Seq, emit_target, run_effect,
)
from tcgkit.core.effects.primitives import CompileError, Primitive, int_arg, mapping_arg
from tcgkit.core.effects.selectors import AllOf, AnyOf, InZones, Not, Selector, This
from tcgkit.core.effects.state import EffectState
from tcgkit.core.effects.statics import Flag, Keyword, Most, StaticEffect, StaticKind, Sum
from tcgkit.core.effects.timings import TriggerKind, Window, fire
from tcgkit.core.effects.triggers import queue_trigger, resolve_waiting
from tcgkit.core.effects.vocabulary import Vocabulary

__all__ = [
    "Ability", "AbilitySet", "Cost", "CostKind", "Flag", "Keyword", "Most", "ONCE_PER_GAME", "ONCE_PER_TURN",
    "StaticEffect", "StaticKind", "Sum", "TriggerKind", "Window", "fire", "resolve_ability", "use_ability",
    "AllOf", "Always", "Amount", "AnyOf", "BATTLE", "Both", "Choose", "CompileError", "Condition", "Ctx",
    "DURATION_NAMES", "Do", "EffectState", "Either", "ForEach", "If", "InZones", "May", "Node", "Not", "PERMANENT",
    "Primitive", "Repeat", "Selector", "Seq", "TURN", "This", "Unless", "Vocabulary", "add_modifier",
    "drop_target", "duration", "emit_target", "expire", "has_modifier", "int_arg", "mapping_arg",
    "in_force_index", "mark_used", "modifier_total", "queue_trigger", "refresh_continuous", "reset_used",
    "resolve_waiting", "run_effect", "used",
]
