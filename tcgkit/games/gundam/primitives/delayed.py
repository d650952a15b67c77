"""Delayed triggers (GD03-120, GD04-002, GD04-035, GD04-115): an effect that sets up, for the rest of the turn, a
trigger of its own — "during this turn, when a friendly Unit destroys an enemy Unit with battle damage, …", "choose
1 of your Units. When it deals battle damage … during this turn, …".

Card data::

    - delayed_trigger:
        timing: friendly_destroys_enemy    # a team-wide battle timing (battle_triggers.TeamBattleReaction)
        cards: {side: your, type: unit}    # its qualifier's keys (cards / that / pilot), as in ``when: {T: {…}}``
        unit: it                           # or: the trigger waits on the Unit chosen by the enclosing choose
        if: [hand_le: 3]                   # checked when it resolves
        do: [...]

The inner trigger is compiled once into an :class:`~tcgkit.core.effects.Ability` of that timing (so its words,
qualifier and condition are the timing's own) and kept on the card (``CardDef.delayed``). Set up, it is a modifier
for the turn (``triggers.DELAYED``), on the chosen Unit (it ends when that Unit leaves play: a new object, CR 4-2)
or on its controller (it ends only at cleanup, also when its source left play). Each time the moment happens this
turn it triggers again (ruling "Delayed triggers", plan question 3); it waits in the queue as any trigger of that
moment, controlled and ordered by the player whose effect set it up (CR 9-1-6).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from tcgkit.core.effects import TURN, Ability, CompileError, Ctx, Node, add_modifier
from tcgkit.core.zones import ALL
from tcgkit.games.gundam.battle_triggers import TeamBattleReaction
from tcgkit.games.gundam.stats import in_play
from tcgkit.games.gundam.triggers import DELAYED

if TYPE_CHECKING:  # pragma: no cover
    from tcgkit.core.effects import Vocabulary
    from tcgkit.games.gundam.match import GundamMatch

KEYS = ("timing", "cards", "that", "pilot", "unit", "if", "do")


@dataclass(frozen=True, slots=True)
class DelayedTrigger(Node):
    """Set up :attr:`ability` for the rest of the turn, on the chosen Unit (``on_it``) or on its controller."""

    ability: Ability
    on_it: bool

    def run(self, m: "GundamMatch", ctx: Ctx) -> None:
        if self.on_it:
            target = ctx.it
            if target < 0 or not in_play(m, target):
                return  # the chosen Unit is gone: nothing to wait on
        else:
            target = -1 - ctx.controller
        index = m.card_def[ctx.source].delayed.index(self.ability)
        add_modifier(m, target, DELAYED, (ctx.source, index, ctx.controller), TURN)
        m.emit("delayed_trigger", ALL, player=ctx.controller, uid=ctx.source, unit=target if self.on_it else -1)

    def describe(self, vocab: "Vocabulary") -> str:
        a = self.ability
        head = a.trigger.words + (a.trigger.describe_qualifier(a.qualifier) if a.qualifier is not None else "")
        if self.on_it:  # the timing's words name its own subject ("it", "a friendly unit"): here the chosen one
            for subject in ("When it ", "When a friendly unit "):
                head = head.replace(subject, "When the chosen unit ", 1)
        cond = f" (if {a.cond.describe()})" if a.cond is not None else ""
        return f"for the rest of this turn: {head[0].lower()}{head[1:]}{cond}, {vocab.describe(a.effect)}"

    def tags(self) -> frozenset[str]:
        return self.ability.effect.tags()


def read_delayed(vocab: "Vocabulary", spec: Any, where: str) -> DelayedTrigger:
    """``delayed_trigger: {timing, cards?, that?, pilot?, unit?, if?, do}`` → a :class:`DelayedTrigger`.

    Raises:
        CompileError: not a mapping, an unknown key, a timing that cannot be delayed, or neither ``cards`` nor
            ``unit: it`` (nothing would say whose moment it is).
    """
    if not isinstance(spec, dict) or set(spec) - set(KEYS) or "timing" not in spec:
        raise CompileError(f"{where}: a delayed trigger is a mapping of {', '.join(KEYS)} with a timing, got {spec!r}")
    timing = vocab.triggers.get(spec["timing"])
    if not isinstance(timing, TeamBattleReaction):
        known = sorted(n for n, t in vocab.triggers.items() if isinstance(t, TeamBattleReaction))
        raise CompileError(f"{where}.timing: {spec['timing']!r} cannot be delayed (known: {', '.join(known)})")
    if spec.get("unit", "it") != "it":
        raise CompileError(f"{where}.unit: only 'it' (the chosen unit), got {spec['unit']!r}")
    on_it = "unit" in spec
    qualifier = {k: spec[k] for k in ("cards", "that", "pilot") if k in spec}
    if not on_it and "cards" not in qualifier:
        raise CompileError(f"{where}: give cards (whose moment) or unit: it")
    entry = {"when": {timing.name: qualifier} if qualifier else timing.name, "do": spec.get("do")}
    if spec.get("if") is not None:
        entry["if"] = spec["if"]
    return DelayedTrigger(vocab.ability(entry, 0, where), on_it)
