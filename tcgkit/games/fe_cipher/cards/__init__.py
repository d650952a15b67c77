"""The FE Cipher card pool: the facts of all 2,427 cards (``facts.json``, made from
``../shared/data/fe_cipher/cards.json`` by ``import_facts.py``, without card text) and the skills of the playable cards,
declared in our vocabulary (:mod:`tcgkit.games.fe_cipher.skills`), compiled once (cards/compile.py) into
:class:`~tcgkit.games.fe_cipher.carddef.CardDef` objects: series 1 in ``skills.yaml``, series 2–4 (issue 21) in
``pending/<set>.yaml``.

A series 2–4 declaration may use a key proposed for the vocabulary but not implemented yet (``proposed.py``): such a
card stays unplayable and says why (``CardDef.pending``, e.g. "waits for the proposed timing
'hand_card_sent_by_skill'"); every other pending card is playable once its declaration compiles. Any other compile error
is a slip and fails the load.

``pool()`` maps every card id to its definition; ``lookup()`` maps every printed number (``P01-003``) and id to
the card. ``CardDef.playable`` says whether its skills are declared: a deck with an unplayable card validates, but a
match refuses it as "not yet playable" with its number.
"""

from __future__ import annotations

import json
from dataclasses import replace
from functools import lru_cache
from pathlib import Path
from typing import Any

import yaml

from tcgkit.core.effects import Ability, AbilitySet
from tcgkit.games.fe_cipher.carddef import NO_ABILITIES, RANGE_BITS, CardDef, range_mask  # noqa: F401 (re-exported)

_HERE = Path(__file__).parent
SERIES_ONE = ("B01", "P01", "S01", "S02")
"""The series-1 sets: booster B01, promos P01, starters S01 (Marth) and S02 (Chrom)."""

_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)  # libyaml when present: the declarations are long


def _facts() -> list[dict]:
    return json.loads((_HERE / "facts.json").read_text(encoding="utf-8"))["cards"]


def make_card(f: dict, decl: Any, where: str) -> CardDef:
    """A :class:`CardDef` from a facts record and its skill declaration (``None``: not playable yet).

    Raises:
        CompileError: the declaration does not fit the vocabulary (naming ``where``).
    """
    from tcgkit.games.fe_cipher.cards.compile import compile_card

    base = dict(
        id=f["id"], name=f"{f['character']}, {f['title']}", character=f["character"], title=f["title"],
        names=frozenset((f["character"],)), colors=tuple(f["colors"]), cost=f["cost"], cc_cost=f["cc_cost"],
        klass=f["class"], affinities=frozenset(f["affinities"]), range_mask=range_mask(f["range"]),
        attack=f["attack"] if f["attack"] is not None else 0, support=f["support"] if f["support"] is not None else 0,
        numbers=tuple(f["numbers"]), series=tuple(f["series"]), set=f["id"][:3], playable=False,
        has_support_skill=bool(f.get("support_skill")), unlimited_copies=bool(f.get("unlimited_copies")),
    )
    if decl is None or f.get("variable"):
        return CardDef(**base)
    base.update(compile_card(decl, base, where))
    base["playable"] = True
    by_kind: dict[str, tuple] = {}
    for st in base["conts"]:
        by_kind[st.kind] = by_kind.get(st.kind, ()) + (st,)
    base["conts_by_kind"] = by_kind
    abilities = tuple(s for s in base["skills"] if isinstance(s, Ability))
    base["abilities"] = AbilitySet(abilities) if abilities else NO_ABILITIES
    base["off_field_acts"] = tuple(a for a in base.pop("acts") if a.zone is not None)
    del base["autos"]
    return CardDef(**base)


def pending_declarations() -> dict[str, tuple[Any, str]]:
    """The series 2–4 declarations of ``pending/*.yaml``: card id → (declaration, ``"pending/b02.yaml: ID"``).

    Raises:
        ValueError: a card id declared twice.
    """
    out: dict[str, tuple[Any, str]] = {}
    for path in sorted((_HERE / "pending").glob("*.yaml")):
        for cid, decl in (yaml.load(path.read_text(encoding="utf-8"), Loader=_LOADER) or {}).items():
            if cid in out:
                raise ValueError(f"pending/{path.name}: {cid} is declared twice (also {out[cid][1]})")
            out[cid] = (decl, f"pending/{path.name}: {cid}")
    return out


def make_pending_card(f: dict, decl: Any, where: str) -> CardDef:
    """A series 2–4 card: playable when its declaration compiles; unplayable with the reason when it uses a proposed
    key (:class:`~tcgkit.games.fe_cipher.cards.proposed.PendingVocabulary`).

    Raises:
        CompileError: any other slip in the declaration.
    """
    from tcgkit.games.fe_cipher.cards.proposed import PendingVocabulary

    try:
        return make_card(f, decl, where)
    except PendingVocabulary as exc:
        return replace(make_card(f, None, where), pending=exc.reason)


@lru_cache(maxsize=1)
def pool() -> dict[str, CardDef]:
    """Every card id → its definition (built once per process).

    Raises:
        ValueError: ``skills.yaml`` or ``pending/`` declares a card id that is not in the facts, or one id twice.
    """
    facts = _facts()
    decls = yaml.load((_HERE / "skills.yaml").read_text(encoding="utf-8"), Loader=_LOADER) or {}
    pending = pending_declarations()
    known = {f["id"] for f in facts}
    stray = sorted((set(decls) | set(pending)) - known)
    if stray:
        raise ValueError(f"cards/skills.yaml or cards/pending/ declares unknown card ids: {', '.join(stray)}")
    twice = sorted(set(decls) & set(pending))
    if twice:
        raise ValueError(f"declared in skills.yaml and in cards/pending/: {', '.join(twice)}")
    out = {}
    for f in facts:
        cid = f["id"]
        if cid in pending:
            out[cid] = make_pending_card(f, *pending[cid])
        else:
            out[cid] = make_card(f, decls.get(cid), f"skills.yaml: {cid}")
    return out


@lru_cache(maxsize=1)
def lookup() -> dict[str, CardDef]:
    """Every card id and every printed number (without rarity) → its card (for a number two cards share, the
    first)."""
    out: dict[str, CardDef] = {}
    for d in pool().values():
        out.setdefault(d.id, d)
        for n in d.numbers:
            out.setdefault(n, d)
    return out


def series_one_ids() -> list[str]:
    """Ids of the series-1 pool (a printing in B01, P01, S01 or S02), in id order."""
    facts = _facts()
    return sorted(f["id"] for f in facts if any(p[:3] in SERIES_ONE for p in f["printings"]))


def playable_ids() -> list[str]:
    """Ids of the cards whose skills are declared."""
    return sorted(i for i, d in pool().items() if d.playable)
