"""What an activation's effect could do before it is activated (option ``activation_needs_a_target``) and what it will
spend on top of its cost (a fusion's special binding, rules §10.3): read from the effect tree through the primitives'
:meth:`~.primitives.SbPrimitive.possible` and :meth:`~.primitives.SbPrimitive.price`, so the rules that offer
activations (:mod:`.lasting`, :mod:`.abilities`) need not import the primitives.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tcgkit.core.effects import Choose, Ctx, Do, Node, Seq

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.games.soulbound_arkana.match import SoulboundMatch


def can_resolve(m: "SoulboundMatch", node: Node, ctx: Ctx) -> bool:
    """Whether resolving ``node`` now could change anything: every top-level part that is a primitive is
    :meth:`~SbPrimitive.possible`, and every obligatory choice has a card to choose (option
    ``activation_needs_a_target``)."""
    parts = node.parts if isinstance(node, Seq) else (node,)
    for part in parts:
        if isinstance(part, Do):
            if not part.primitive.possible(m, ctx, *part.args):
                return False
        elif isinstance(part, Choose) and not part.optional:
            if not part.selector.candidates(m, ctx):
                return False
    return True


def effect_price(m: "SoulboundMatch", node: Node) -> int:
    """Soul points resolving ``node`` spends besides its activation's cost, so an activation needs them on top: its
    own top-level parts' :meth:`~SbPrimitive.price` (a fusion's special binding, rules §10.3)."""
    price = 0
    for part in node.parts if isinstance(node, Seq) else (node,):
        if isinstance(part, Do):
            price += part.primitive.price(m)
    return price
