"""The FE Cipher card pool: the facts of all 2,427 cards (``facts.json``, made from ``../shared/data/fe_cipher/cards.json``
by ``import_facts.py``, without card text) and the skills of the playable cards (``skills.yaml``, declared in our
vocabulary, :mod:`tcgkit.games.fe_cipher.skills`), compiled once into :class:`CardDef` objects.

``pool()`` maps every card id to its definition; ``lookup()`` maps every printed number (``P01-003``) and id to
the card. ``CardDef.playable`` says whether its skills are declared: a deck with an unplayable card validates, but a
match refuses it as "not yet playable" with its number.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

import yaml

_HERE = Path(__file__).parent
SERIES_ONE = ("B01", "P01", "S01", "S02")
"""The series-1 sets: booster B01, promos P01, starters S01 (Marth) and S02 (Chrom)."""

RANGE_BITS = {1: 1, 2: 2, 3: 4}


def range_mask(rng: Any) -> int:
    """A printed range ``[min, max]`` (or ``None`` for "–") as a bit set of distances 1, 2, 3 (bit 0 = distance 1)."""
    if not rng:
        return 0
    lo, hi = rng
    return sum(RANGE_BITS[d] for d in range(lo, hi + 1) if d in RANGE_BITS)


@dataclass(frozen=True, slots=True, eq=False)
class CardDef:
    """One card: its facts, and its compiled skills (empty tuples for a card that is not playable yet).

    Attributes:
        id: the card id (the number of its first printing, e.g. ``"B01-003"``); ``numbers``: every printed number.
        name: ``"Character, Title"`` (the card name the copy limit counts); ``character`` (the unit name),
            ``title``; ``names``: the unit names it has (its character plus SPEC aliases, e.g. Lucina also "Marth").
        colors: its symbols (``()`` for colourless); ``cost`` / ``cc_cost``: deployment and class-change costs
            (``None``: none or variable); ``klass``: its class; ``affinities``: gender, weapon and type tags.
        range_mask: the printed range as a bit set of distances (0 for "–": it cannot attack).
        attack, support: printed values.
        series: the series of its printings; ``set``: the set of its id; ``playable``: skills declared.
        acts, autos, conts, specs: its skills by kind (:class:`~tcgkit.games.fe_cipher.skills.Skill`);
        conts_by_kind: its CONT parts by their kind (a lookup for the hot path, built once); ``off_field_acts``:
        its [BS] / [CP] ACT skills (used from the Bond Area or the hand);
        support_skill: its ATK/DEF SUPP skill or ``None``; ``keywords``: printed keyword skills (``anti_fliers``).
        can_bond, unlimited_copies, ignores_one_name, deploy_if: SPEC facts (see skills.py).
    """

    id: str
    name: str
    character: str
    title: str
    names: frozenset
    colors: tuple
    cost: int | None
    cc_cost: int | None
    klass: str
    affinities: frozenset
    range_mask: int
    attack: int
    support: int
    numbers: tuple
    series: tuple
    set: str
    playable: bool
    has_support_skill: bool = False
    acts: tuple = ()
    off_field_acts: tuple = ()
    autos: tuple = ()
    auto_events: frozenset = frozenset()
    conts: tuple = ()
    conts_by_kind: Any = None
    specs: tuple = ()
    support_skill: Any = None
    keywords: frozenset = frozenset()
    can_bond: bool = True
    unlimited_copies: bool = False
    ignores_one_name: bool = False
    deploy_if: Any = None
    skills: tuple = field(default=())

    @property
    def range_text(self) -> str:
        ds = [d for d, b in RANGE_BITS.items() if self.range_mask & b]
        if not ds:
            return "–"
        return str(ds[0]) if len(ds) == 1 else f"{ds[0]}-{ds[-1]}"


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
    base["off_field_acts"] = tuple(a for a in base["acts"] if a.zone != "field")
    return CardDef(**base)


@lru_cache(maxsize=1)
def pool() -> dict[str, CardDef]:
    """Every card id → its definition (built once per process).

    Raises:
        ValueError: ``skills.yaml`` declares a card id that is not in the facts.
    """
    facts = _facts()
    decls = yaml.safe_load((_HERE / "skills.yaml").read_text(encoding="utf-8")) or {}
    known = {f["id"] for f in facts}
    stray = sorted(set(decls) - known)
    if stray:
        raise ValueError(f"cards/skills.yaml declares unknown card ids: {', '.join(stray)}")
    return {f["id"]: make_card(f, decls.get(f["id"]), f"skills.yaml: {f['id']}") for f in facts}


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
