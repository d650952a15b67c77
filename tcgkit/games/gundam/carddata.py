"""The Gundam card files, read once per process: the facts of every card number (``cards/facts.json``, generated from
``../shared/data/gundam/cards.json`` without any card text) and the effect declarations of the playable cards
(``cards/effects.yaml``). :mod:`.cards` compiles them into the pool; a token's facts are read here too when an effect
that deploys it is described (:func:`token_words`).
"""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

import yaml

CARDS_DIR = Path(__file__).parent / "cards"


@lru_cache(maxsize=1)
def facts() -> tuple[dict, ...]:
    """Every card's facts record, in the file's order."""
    return tuple(json.loads((CARDS_DIR / "facts.json").read_text(encoding="utf-8"))["cards"])


@lru_cache(maxsize=1)
def declarations() -> dict:
    """Card number → its effect declaration (the raw mapping of cards/effects.yaml)."""
    loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)  # libyaml when present: the file is long
    return yaml.load((CARDS_DIR / "effects.yaml").read_text(encoding="utf-8"), Loader=loader) or {}


def token_words(number: str) -> tuple[str, int, int, dict]:
    """A token's name, AP, HP and printed keywords (``{name: value}``), for the words of an effect deploying it."""
    for f in facts():
        if f["number"] == number:
            decl = declarations().get(number) or {}
            return f["name"], int(f.get("ap") or 0), int(f.get("hp") or 0), dict(decl.get("keywords") or {})
    raise KeyError(f"unknown token {number!r}")
