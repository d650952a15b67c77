"""The Gundam card files, read once per process: the facts of every card number (``cards/facts.json``, generated from
``../shared/data/gundam/cards.json`` without any card text) and the effect declarations — ``cards/effects.yaml``
(ST01–ST09, GD01) and ``cards/pending/*.yaml`` (GD02–GD04 and the promotion cards, issue 20), each group read
through the JSON cache of :mod:`.yamlcache`. :mod:`.cards` compiles them into the pool; a token's facts are read here
too when an effect that deploys it is described (:func:`token_words`).
"""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

from tcgkit.games.gundam.carddef import KIND_OF_TYPE
from tcgkit.games.gundam.yamlcache import load_all

CARDS_DIR = Path(__file__).parent / "cards"
PENDING_FILES = ("gd02.yaml", "gd03.yaml", "gd04.yaml", "promos.yaml")
"""The declaration files of the cards after GD01, in ``cards/pending/`` (:mod:`.cards.pending`)."""


@lru_cache(maxsize=1)
def facts() -> tuple[dict, ...]:
    """Every card's facts record, in the file's order."""
    return tuple(json.loads((CARDS_DIR / "facts.json").read_text(encoding="utf-8"))["cards"])


@lru_cache(maxsize=1)
def declarations() -> dict:
    """Card number → its effect declaration (the raw mapping of cards/effects.yaml)."""
    return load_all([CARDS_DIR / "effects.yaml"], "effects")[0] or {}


@lru_cache(maxsize=1)
def pending_declarations() -> dict[str, dict]:
    """Every card number declared in the pending files → its declaration (``{}`` for a card with no effect).

    Raises:
        ValueError: a number declared twice (naming the files), or a file that is not a mapping.
    """
    out: dict[str, dict] = {}
    where: dict[str, str] = {}
    for name, data in zip(PENDING_FILES, load_all([CARDS_DIR / "pending" / n for n in PENDING_FILES], "pending")):
        data = data or {}
        if not isinstance(data, dict):
            raise ValueError(f"cards/pending/{name}: expected a mapping of card numbers")
        for num, decl in data.items():
            if num in out:
                raise ValueError(f"cards/pending/{name}: {num} is declared in {where[num]} too")
            out[num], where[num] = decl or {}, name
    return out


def token_words(number: str) -> tuple[str, int, int, dict, int]:
    """A token's name, AP, HP, printed keywords (``{name: value}``) and card kind (``carddef.UNIT`` …), for the words
    of an effect deploying it."""
    for f in facts():
        if f["number"] == number:
            decl = declarations().get(number) or pending_declarations().get(number) or {}
            return (f["name"], int(f.get("ap") or 0), int(f.get("hp") or 0), dict(decl.get("keywords") or {}),
                    KIND_OF_TYPE[f["type"]])
    raise KeyError(f"unknown token {number!r}")
