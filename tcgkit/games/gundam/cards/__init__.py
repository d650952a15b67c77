"""The Gundam card pool: facts of all 783 card numbers (``facts.json``, generated from
``../shared/data/gundam/cards.json`` without any card text) and the effect declarations of the playable cards
(``effects.yaml``: ST01–ST09, GD01; ``pending/*.yaml``: GD02–GD04 and the promotion cards), compiled once into
:class:`~tcgkit.games.gundam.carddef.CardDef` objects (:mod:`.compile`). ``GundamGame.load_pool()`` holds it as
``game.pool``.

``pool()[n].playable`` says whether card ``n``'s effects are declared; a pending card that needs a timing or a
continuous effect the rules do not have yet is not playable, and ``pool()[n].waits_for`` names what it needs
(:mod:`.pending`).
"""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

from tcgkit.games.gundam.carddef import CardDef
from tcgkit.games.gundam.cards import pending
from tcgkit.games.gundam.cards.compile import compile_card
from tcgkit.games.gundam.cards.yamlcache import load_all

_HERE = Path(__file__).parent


@lru_cache(maxsize=1)
def pool() -> dict[str, CardDef]:
    """Every card number → its definition (built once per process)."""
    facts = json.loads((_HERE / "facts.json").read_text(encoding="utf-8"))["cards"]
    decls = load_all([_HERE / "effects.yaml"], "effects")[0] or {}
    later = pending.declarations()
    twice = sorted(set(decls) & set(later))
    if twice:
        raise ValueError(f"declared both in cards/effects.yaml and in cards/pending: {', '.join(twice)}")
    known = {f["number"] for f in facts}
    stray = sorted((set(decls) | set(later)) - known)
    if stray:
        raise ValueError(f"cards/effects.yaml or cards/pending declare unknown card numbers: {', '.join(stray)}")
    out = {}
    for f in facts:
        num = f["number"]
        if num in decls:
            out[num] = compile_card(f, decls[num])
        elif num in later:
            waits = pending.waiting().get(num, ())
            out[num] = compile_card(f, None if waits else later[num], waits)
        else:
            out[num] = compile_card(f, None)
    return out


def playable_numbers() -> list[str]:
    """Card numbers whose effects are declared (the cards a match can use)."""
    return sorted(n for n, d in pool().items() if d.playable)
