"""The argument readers FE Cipher's selector atoms share (selectors.py, selectors_cards.py, conditions.py): names,
flags, optional numbers, affinity words, and the refusal of a proposed selector key."""

from __future__ import annotations

from typing import Any

from tcgkit.core.effects import CompileError, int_arg
from tcgkit.games.fe_cipher.cards.proposed import refuse_proposed


def names_arg(v: Any, where: str) -> tuple:
    if isinstance(v, str):
        return (v,)
    if isinstance(v, list) and all(isinstance(x, str) for x in v):
        return tuple(v)
    raise CompileError(f"{where}: expected a name or a list of names, got {v!r}")


def affinity_words(affinity: tuple, not_affinity: tuple) -> list[str]:
    """The words of an affinity filter in a selector's description: "<Sword> or <Lance>", "non-<Flier>"."""
    words = [" or ".join(f"<{a}>" for a in affinity)] if affinity else []
    if not_affinity:
        words.append("non-" + "/".join(f"<{a}>" for a in not_affinity))
    return words


def flag_arg(spec: dict, key: str, where: str) -> bool:
    v = spec.get(key, False)
    if not isinstance(v, bool):
        raise CompileError(f"{where}.{key}: true or false, not {v!r}")
    return v


def refuse_proposed_keys(spec: dict, where: str) -> None:
    for key in spec:
        refuse_proposed("selector", key, where)


def opt_int(spec: dict, key: str, where: str, hi: int = 20) -> int | None:
    return int_arg(spec[key], f"{where}.{key}", 0, hi) if key in spec else None
