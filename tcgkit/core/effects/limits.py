"""Bounded work for any card: how large an effect may be, and how long one action may run (issue 16).

A user-made card is a stranger's input, and an effect tree is a small program: a nested ``repeat`` of a thousand
rounds three deep asks for a billion steps. Three kinds of limit close that, for every game that compiles card data
with a :class:`~tcgkit.core.effects.primitives.Vocabulary`:

* **When a card is read** (:meth:`Vocabulary.compile`, so ``tcgkit card check`` and every loader of decks, replays
  and scenarios): the effect's data holds at most :data:`MAX_EFFECT_DATA` values nested at most
  :data:`MAX_EFFECT_DATA_DEPTH` deep (:func:`check_data`, before anything is compiled), and the compiled tree holds at
  most :data:`MAX_EFFECT_NODES` nodes nested at most :data:`MAX_EFFECT_DEPTH` deep and resolves in at most
  :data:`MAX_EFFECT_STEPS` steps (:func:`check_effect`). Steps are counted in the worst case: a ``repeat: N`` runs its
  body N times, a ``for_each`` or a counted repeat (``repeat: {count: …}``) :data:`LOOP_ROUNDS` times, an ``if`` its
  larger branch. Beyond a limit the card gets a :class:`~tcgkit.core.errors.CompileError` naming it.
* **Around the effects**: one user card's declaration holds at most :data:`MAX_CARD_DATA` values
  (:func:`check_card`), and a card file or a deck at most :data:`MAX_USER_CARDS` user cards
  (:func:`check_card_count`); each game's card reader calls both.
* **While a match runs** (:meth:`tcgkit.core.match.Match.run`): one action runs at most
  :data:`MAX_STEPS_PER_ACTION` rule frames before the next decision. Cards that pass the check above stay far below
  it (real actions run at most about 40 frames, measured over 20 games of every mode of every game); what reaches it is
  a loop between cards' effects (A's trigger fires B, B's fires A), and the match stops with
  :class:`~tcgkit.core.errors.StepLimit` instead of running away.

Real cards are far inside every limit. Measured over the 572 effects of the shipped pools of all five games when the
limits were set: at most 53 data values nested 9 deep, 13 nodes, nodes nested 8 deep (FE B01-073), 92 counted steps
(FE B01-075: a ``for_each``).
"""

from __future__ import annotations

import dataclasses
from typing import Any, NamedTuple

from tcgkit.core.effects.nodes import ForEach, If, Node, Repeat
from tcgkit.core.errors import CompileError

MAX_EFFECT_DATA = 600
"""Values (mappings, lists, scalars) in one effect's card data, selectors and conditions included."""
MAX_EFFECT_DATA_DEPTH = 30
"""How deeply one effect's card data may nest (each combinator adds two levels: its key and its list)."""
MAX_EFFECT_NODES = 120
"""Nodes (combinators and primitives, sub-effects of a primitive included) in one compiled effect."""
MAX_EFFECT_DEPTH = 16
"""How deeply the nodes of one compiled effect may nest."""
MAX_REPEAT = 20
"""The most rounds a literal ``repeat: N`` may ask for (no printed card repeats more than a few times)."""
LOOP_ROUNDS = 30
"""Rounds a ``for_each`` or a counted repeat is taken to run when steps are counted (about a deck's worth)."""
MAX_EFFECT_STEPS = 2_000
"""The most steps one effect may take in the worst case (see the module docstring for how they are counted)."""
MAX_STEPS_PER_ACTION = 100_000
"""Rule frames one action (or a match's set-up) may run before the next decision (real ones run at most ~40)."""
MAX_CARD_DATA = 1_000
"""Values in one user card's whole declaration (facts and every ability; the largest shipped card has 66)."""
MAX_CARD_DATA_DEPTH = 40
"""How deeply one user card's declaration may nest."""
MAX_USER_CARDS = 1_000
"""User cards in one card file, or embedded in one deck of a replay."""


class EffectSize(NamedTuple):
    """How large a compiled effect is: ``nodes`` in all, nesting ``depth``, worst-case ``steps``."""

    nodes: int
    depth: int
    steps: int


def check_data(spec: Any, where: str, limit: int = MAX_EFFECT_DATA, max_depth: int = MAX_EFFECT_DATA_DEPTH,
               what: str = "effect") -> None:
    """Refuse effect data that is too large or too deep *before* it is compiled (compiling recurses).

    Args:
        spec: the card data (mappings, lists and scalars, as read from YAML or JSON).
        where: the card and key, for the message.
        what: what the data is, for the message.

    Raises:
        CompileError: more than ``limit`` values, or nested deeper than ``max_depth``.
    """
    count = 0
    todo = [(spec, 1)]
    while todo:
        value, depth = todo.pop()
        count += 1
        if count > limit:
            raise CompileError(f"{where}: the {what} is too large (more than {limit:,} values)")
        if depth > max_depth:
            raise CompileError(f"{where}: the {what} is nested more than {max_depth} levels deep")
        if isinstance(value, dict):
            todo.extend((v, depth + 1) for v in value.values())
            count += len(value)  # the keys
        elif isinstance(value, (list, tuple)):
            todo.extend((v, depth + 1) for v in value)


def check_card(raw: Any, where: str) -> None:
    """Refuse one user card's declaration beyond :data:`MAX_CARD_DATA` values or :data:`MAX_CARD_DATA_DEPTH` levels
    (every game's card reader calls it before compiling the card).

    Raises:
        CompileError: naming ``where`` and the limit.
    """
    check_data(raw, where, MAX_CARD_DATA, MAX_CARD_DATA_DEPTH, "card")


def check_card_count(n: int, where: str) -> None:
    """Refuse more than :data:`MAX_USER_CARDS` user cards in one file or deck.

    Raises:
        CompileError: naming ``where`` and the limit.
    """
    if n > MAX_USER_CARDS:
        raise CompileError(f"{where}: {n:,} cards; one file holds at most {MAX_USER_CARDS:,}")


def effect_size(node: Node) -> EffectSize:
    """Count a compiled effect's nodes, nesting depth and worst-case steps (see the module docstring)."""
    kids = children(node)
    sizes = [effect_size(k) for k in kids]
    nodes = 1 + sum(s.nodes for s in sizes)
    depth = 1 + max((s.depth for s in sizes), default=0)
    if isinstance(node, If):
        inner = max((s.steps for s in sizes), default=0)
    else:
        inner = sum(s.steps for s in sizes)
    if isinstance(node, Repeat):
        inner *= node.times if isinstance(node.times, int) else LOOP_ROUNDS
    elif isinstance(node, ForEach):
        inner *= LOOP_ROUNDS
    return EffectSize(nodes, depth, 1 + inner)


def check_effect(node: Node, where: str) -> EffectSize:
    """Refuse a compiled effect beyond :data:`MAX_EFFECT_NODES`, :data:`MAX_EFFECT_DEPTH` or
    :data:`MAX_EFFECT_STEPS`; return its size.

    Raises:
        CompileError: naming ``where`` and the limit.
    """
    size = effect_size(node)
    if size.nodes > MAX_EFFECT_NODES:
        raise CompileError(f"{where}: the effect has {size.nodes} parts; at most {MAX_EFFECT_NODES}")
    if size.depth > MAX_EFFECT_DEPTH:
        raise CompileError(f"{where}: the effect is nested {size.depth} deep; at most {MAX_EFFECT_DEPTH}")
    if size.steps > MAX_EFFECT_STEPS:
        raise CompileError(f"{where}: the effect may take {size.steps:,} steps (repeat and for_each multiply); "
                           f"at most {MAX_EFFECT_STEPS:,}")
    return size


def children(node: Node) -> list[Node]:
    """The nodes directly inside ``node``: its fields that are nodes, in tuples too (a primitive's sub-effects are
    in its arguments), for the core's combinators and a game's own alike."""
    out: list[Node] = []
    values = [getattr(node, f.name) for f in dataclasses.fields(node)] if dataclasses.is_dataclass(node) else \
        [getattr(node, s, None) for s in getattr(type(node), "__slots__", ())]
    todo = list(reversed(values))
    while todo:
        v = todo.pop()
        if isinstance(v, Node):
            out.append(v)
        elif isinstance(v, (tuple, list)):
            todo.extend(reversed(v))
    return out

