"""GWENT's card compiler: one record of ``cards/pool.yaml`` → a :class:`~tcgkit.games.gwent.carddef.CardDef`.

A unit's ``abilities`` are envelope entries (docs/abilities.md) compiled by GWENT's vocabulary
(``abilities.ABILITIES``), or their short form, which :func:`expand` turns into entries first (the pool is written
in it; both may be mixed in one list):

* a keyword's name (``tight_bond``) → ``static: {tight_bond: 1}`` (``statics.py``);
* a unit ability's name or one-key mapping (``spy``, ``row_scorch: {row: siege, threshold: 10}``) →
  ``when: TIMING, do: [THE SAME]``, the timing the primitive names (``played``; ``leaves_board`` for avenger).

GWENT abilities have no condition, cost, once-per limit or "you may", and their effect is a list of unit
abilities (they resolve at once, part by part, ``triggers.py``): anything else is refused with the card and the
entry. Special, weather and leader cards declare ``effect:`` and ``solo:`` in the leaders' vocabulary
(``leaders.EFFECTS``), compiled into ``(primitive, args)`` pairs.
"""

from __future__ import annotations

from typing import Any

from tcgkit.core.effects import AbilitySet, CompileError, Do, Seq
from tcgkit.core.effects.envelope import HEADS
from tcgkit.games.gwent.abilities import ABILITIES
from tcgkit.games.gwent.board import ROW_INDEX
from tcgkit.games.gwent.carddef import CARD_TYPES, CardDef
from tcgkit.games.gwent.leaders import EFFECTS
from tcgkit.games.gwent.statics import KEYWORDS
from tcgkit.games.gwent.triggers import PLAYED


def expand(entry: Any) -> Any:
    """One entry of a unit's ``abilities`` in the short form → its envelope entry (an envelope entry, or anything
    the vocabulary will refuse, is returned as it is)."""
    if isinstance(entry, str):
        name, value = entry, None
    elif isinstance(entry, dict) and len(entry) == 1 and not any(h in entry for h in HEADS):
        (name, value), = entry.items()
    else:
        return entry
    if name in ABILITIES.statics:
        return {"static": {name: 1 if value is None else value}}
    prim = ABILITIES.primitives.get(name)
    if prim is None:
        return {"when": PLAYED.name, "do": [entry]}  # the vocabulary names the unknown ability
    return {"when": prim.timing, "do": [entry]}


def compile_abilities(raw: Any, cid: Any) -> AbilitySet:
    """A unit's ``abilities`` list (short form or envelope) → its :class:`AbilitySet`.

    Raises:
        CompileError: an unknown ability, keyword or key, a value that does not fit, or an envelope entry GWENT
            cannot play (a condition, cost, once-per limit, "you may", an effect other than a list of unit
            abilities), naming the card and the entry.
    """
    where = f"card {cid!r}.abilities"
    if raw is not None and not isinstance(raw, list):
        raise CompileError(f"{where}: abilities are a list, got {raw!r}")
    found = ABILITIES.abilities([expand(e) for e in raw or ()], where)
    for a in found:
        at = f"{where}[{a.index}]"
        if a.cond is not None or a.once or a.optional or a.cost or a.windows:
            raise CompileError(f"{at}: GWENT abilities have no condition, cost, once-per limit, 'optional' or "
                               f"activation")
        if a.trigger is not None and not (isinstance(a.body, Seq) and all(type(p) is Do for p in a.body.parts)):
            raise CompileError(f"{at}.do: a list of unit abilities ({', '.join(ABILITIES.primitives)})")
    return found


def compile_card(raw: dict) -> CardDef:
    """One ``pool.yaml`` record → its :class:`CardDef`.

    Raises:
        CompileError: an unknown type, ability, keyword or effect, or a value that does not fit (naming the card
            and the key).
    """
    cid = raw.get("id")
    ctype = raw["type"]
    if ctype not in CARD_TYPES:
        raise CompileError(f"card {cid!r}: unknown type {ctype!r}")
    abilities = compile_abilities(raw.get("abilities"), cid)
    effect: tuple = (None, ())
    if raw.get("effect"):
        node = EFFECTS.compile(raw["effect"], f"card {cid!r}.effect")
        effect = (node.primitive, node.args)
    solo = None
    if raw.get("solo"):
        node = EFFECTS.compile(raw["solo"], f"card {cid!r}.solo")
        solo = (node.primitive, node.args)
    parts = [(a.trigger, p) for a in abilities if a.trigger is not None for p in a.body.parts]
    names = tuple(n for a in abilities for n in ((s.kind.name for s in a.statics) if a.statics else
                                                 (p.primitive.name for p in a.body.parts)))
    flags = {p.primitive.flag: p.args for _, p in parts if p.primitive.flag}
    flags.update((k.flag, ()) for k in KEYWORDS if k in abilities.static_kinds)
    on_play = tuple(sorted((p for t, p in parts if t is PLAYED), key=lambda p: p.primitive.order))
    prim = effect[0]
    is_unit = ctype in ("unit", "hero", "token")
    return CardDef(
        id=cid, name=raw["name"], faction=raw["faction"], type=ctype,
        rows=tuple(ROW_INDEX[r] for r in raw.get("rows", ())), strength=int(raw.get("strength") or 0),
        hero=ctype == "hero" or bool(raw.get("hero")), abilities=abilities, ability_names=names, on_play=on_play,
        effect=effect, solo=solo, copies=int(raw.get("copies", 0)), muster_group=raw.get("muster_group", ""),
        leader=raw.get("leader", ""), source_id=str(raw.get("source_id", "")), set=raw.get("set", ""),
        is_unit=is_unit, is_token=ctype == "token", spy="spy" in flags, medic="medic" in flags,
        muster="muster" in flags, bond="bond" in flags, morale="morale" in flags, horn="horn" in flags,
        agile="agile" in flags, board_scorch="board_scorch" in flags, mardroeme="mardroeme" in flags,
        avenger=flags["avenger"][0] if "avenger" in flags else "",
        berserker=flags["berserker"][0] if "berserker" in flags else "",
        weather_mask=sum(1 << r for r in effect[1][0]) if prim is not None and prim.name == "weather" else 0,
        clear=prim is not None and prim.name == "clear_weather",
        special=prim.special if prim is not None and ctype == "special" else "",
    )
