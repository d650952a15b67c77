"""Reading a selector from card data (``{side: enemy, type: unit, hp_le: 3}``) into the :class:`~.selectors.Cards`
atom that tests it, and ``any_of`` / ``all_of`` / ``not`` trees of them (docs/games/gundam.md, the vocabulary)."""

from __future__ import annotations

from typing import Any

from tcgkit.core.effects import CompileError, Selector, int_arg
from tcgkit.core.effects.selectors import AllOf, AnyOf, Not
from tcgkit.games.gundam.selectors import Cards
from tcgkit.games.gundam.statics import KEYWORDS

SIDES = ("enemy", "friendly", "your", "any")
TYPES = ("unit", "base", "resource", "pilot", "command", "any")
ZONES = ("play", "trash", "hand", "pilots", "shields")


def read_selector_tree(spec: Any, where: str) -> Selector:
    """A :class:`Cards` atom, or ``any_of`` / ``all_of`` / ``not`` of them (for primitives that read a selector
    themselves, e.g. "1 green (Earth Federation) Unit card / 1 card with "AGE Device" in its name", GD02-088)."""
    if isinstance(spec, dict) and len(spec) == 1 and next(iter(spec)) in ("any_of", "all_of", "not"):
        (k, v), = spec.items()
        if k == "not":
            return Not(read_selector_tree(v, f"{where}.not"))
        if not isinstance(v, list) or not v:
            raise CompileError(f"{where}.{k}: expected a non-empty list")
        parts = tuple(read_selector_tree(x, f"{where}.{k}[{i}]") for i, x in enumerate(v))
        return AnyOf(parts) if k == "any_of" else AllOf(parts)
    return read_selector(spec, where)


def _tupled(v):
    return tuple(v) if isinstance(v, list) else v


def read_selector(spec: Any, where: str) -> Cards:
    """A :class:`Cards` atom from a mapping of its filters.

    Raises:
        CompileError: not a mapping, an unknown filter or a bad value (named).
    """
    if not isinstance(spec, dict):
        raise CompileError(f"{where}: a selector must be a mapping, got {spec!r}")
    spec = dict(spec)
    if isinstance(spec.get("battling"), dict):
        spec["battling"] = read_selector(spec["battling"], f"{where}.battling")
    try:
        sel = Cards(**{k: _tupled(v) for k, v in spec.items()})
    except TypeError as exc:
        raise CompileError(f"{where}: bad selector {spec!r}: {exc}") from None
    types = (sel.type,) if isinstance(sel.type, str) else sel.type
    kws = () if sel.keyword in (None, "any") else (sel.keyword,) if isinstance(sel.keyword, str) else sel.keyword
    if (sel.side not in SIDES or not isinstance(types, tuple) or any(t not in TYPES for t in types)
            or sel.zone not in ZONES or not isinstance(kws, tuple) or any(k not in KEYWORDS for k in kws)
            or (sel.battling is not None and not isinstance(sel.battling, Cards))):
        raise CompileError(f"{where}: bad selector {spec!r}: side is one of {SIDES}, type one of {TYPES} (or a list), "
                           f"zone one of {ZONES}, keyword one of {tuple(KEYWORDS)} (or a list, or any)")
    for k in ("hp_le", "ap_le", "ap_ge", "level_le", "level_ge", "host_level_le"):
        if getattr(sel, k) is not None:
            int_arg(getattr(sel, k), f"{where}.{k}", 0, 99)
    return sel

