"""The small word helpers FE Cipher's descriptions share (describe.py, statics.py): a selector's words as a unit's,
with its article, in the plural, and a range."""

from __future__ import annotations

from typing import Any


def unit_words(text: str) -> str:
    """Selector words speak of cards; on the field "this card" is this unit."""
    return text.replace("this card", "this unit").replace("an other ", "another ")


def subject_words(sel: Any) -> str:
    if sel is None:
        return "a unit"
    text = sel.describe()
    if text == "this card":
        return "this unit"
    return unit_words(f"an {text}" if text[:1] in "aeiou" and not text.startswith("unit") else f"a {text}")


def other_words(sel: Any, default: str) -> str:
    """A selector as a noun with its article ("an enemy with a deployment cost of 2 or lower")."""
    return subject_words(sel) if sel is not None else default


def plural_words(words: str) -> str:
    return words if words.startswith("this") else f"your {words}".replace("your ally", "allies")


def range_words(mask: int) -> str:
    ds = [d for d in (1, 2, 3) if mask & (1 << (d - 1))]
    return str(ds[0]) if len(ds) == 1 else f"{ds[0]}-{ds[-1]}"
