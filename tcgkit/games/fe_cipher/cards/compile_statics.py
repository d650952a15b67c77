"""The readers of the CONT parts added with series 2–4 (issue 21), used by
:func:`~tcgkit.games.fe_cipher.skill_readers.read_static`: each turns the part's value into the fields of its
:class:`~tcgkit.games.fe_cipher.skill_model.Static`."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from tcgkit.core.effects import CompileError, int_arg
from tcgkit.games.fe_cipher.carddef import range_mask
from tcgkit.games.fe_cipher.skill_model import Static
from tcgkit.games.fe_cipher.statics import CANNOT_BE_DESTROYED_BY_ATTACK


def _selector_arg(key: str):
    """A reader for a CONT part ``{KIND: {key: SELECTOR}}`` (or ``{KIND: SELECTOR}`` with ``key`` None) that puts
    the selector in ``field`` of the :class:`Static`."""
    def read(v: Any, where: str, s: Static, vocab: Any) -> Static:
        field = "attacker" if s.kind is CANNOT_BE_DESTROYED_BY_ATTACK else "target"
        if key is not None:
            if not isinstance(v, dict) or set(v) - {key}:
                raise CompileError(f"{where}: {{{key}: SELECTOR}}")
            v = v.get(key)
        return replace(s, **{field: vocab.selector(v, where) if v is not None else None})
    return read


def _range_arg(v: Any, where: str, s: Static, vocab: Any) -> Static:
    if not (isinstance(v, list) and len(v) == 2 and all(isinstance(d, int) for d in v) and 1 <= v[0] <= v[1] <= 3):
        raise CompileError(f"{where}: [min, max] within 1-3, got {v!r}")
    return replace(s, amount=range_mask(v))


def _treat_as_color(v: Any, where: str, s: Static, vocab: Any) -> Static:
    """``{color: NEW, units: SELECTOR, retreat: CARD-KEYS}``: both selectors name the colour they extend (``color:
    Black``); it is kept apart (``keyword``) and the selectors are read without it."""
    if not isinstance(v, dict) or set(v) - {"color", "units", "retreat"} or "color" not in v:
        raise CompileError(f"{where}: {{color: C, units: SELECTOR, retreat: CARD KEYS}}")
    olds = {part.get("color") for part in (v.get("units"), v.get("retreat")) if isinstance(part, dict)}
    if len(olds) != 1 or None in olds:
        raise CompileError(f"{where}: units and retreat name the one colour they extend (color: C)")
    sel = vocab.selector
    units = {k: x for k, x in v["units"].items() if k != "color"} if "units" in v else None
    retreat = {k: x for k, x in v["retreat"].items() if k != "color"} if "retreat" in v else None
    return replace(s, color=str(v["color"]), keyword=olds.pop(),
                   scope=sel(units, where + ".units") if units is not None else None,
                   target=sel({"zone": "retreat", **retreat}, where + ".retreat") if retreat is not None else None)


SERIES_TWO_STATICS = {
    "cannot_be_destroyed_by_attack": _selector_arg("by"),
    "cannot_be_evaded": _selector_arg("vs"),
    "ignores_range": _selector_arg("against"),
    "destroyed_enemy_to_bond": _selector_arg(None),
    "attack_only": _selector_arg(None),
    "range": _range_arg,
    "affinity": lambda v, w, s, vocab: replace(s, keyword=str(v)),
    "critical_multiplier": lambda v, w, s, vocab: replace(s, amount=int_arg(v, w, 2, 5)),
    "loses_skill": lambda v, w, s, vocab: replace(s, amount=int_arg(v, w, 0, 9)),
    "support_to_hand": lambda v, w, s, vocab: replace(s, amount=int_arg((v or {}).get("max_cost"), w + ".max_cost", 0,
                                                                        20)),
    "supporter_to_growth": lambda v, w, s, vocab: s,
    "treat_as_color": _treat_as_color,
    "no_skill_moves": lambda v, w, s, vocab: replace(s, scope=vocab.selector(v, w)),
}
"""CONT parts added with series 2–4 (issue 21): key → reader ``(value, where, Static(kind, scope, cond, ccs), vocab)``
(``vocab``: the vocabulary reading the card, handed in)."""
