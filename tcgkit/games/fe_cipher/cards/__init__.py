"""The FE Cipher card pool: the facts of all 2,427 cards (``facts.json``, made from ``../shared/data/fe_cipher/cards.json``
by ``import_facts.py``, without card text) and the skills of the playable cards, declared in our vocabulary
(:mod:`tcgkit.games.fe_cipher.skills`), compiled once into :class:`CardDef` objects: series 1 in ``skills.yaml``,
series 2–4 (issue 21) in ``pending/<set>.yaml``.

A series 2–4 declaration may use a key proposed for the vocabulary but not implemented yet (``proposed.py``): such a
card stays unplayable and says why (``CardDef.pending``, e.g. "waits for the proposed timing 'hand_card_sent_by_skill'"); every other
pending card is playable once its declaration compiles. Any other compile error is a slip and fails the load.

``pool()`` maps every card id to its definition; ``lookup()`` maps every printed number (``P01-003``) and id to
the card. ``CardDef.playable`` says whether its skills are declared: a deck with an unplayable card validates, but a
match refuses it as "not yet playable" with its number.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from functools import lru_cache
from pathlib import Path
from typing import Any

import yaml

from tcgkit.core.effects import Ability, AbilitySet

_HERE = Path(__file__).parent
SERIES_ONE = ("B01", "P01", "S01", "S02")
"""The series-1 sets: booster B01, promos P01, starters S01 (Marth) and S02 (Chrom)."""

NO_ABILITIES = AbilitySet()
"""The abilities of a card without ACT skills (shared)."""

RANGE_BITS = {1: 1, 2: 2, 3: 4}
_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)  # libyaml when present: the declarations are long


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
        abilities: its ACT, AUTO, hand-trigger and support skills on the core's
        :class:`~tcgkit.core.effects.AbilitySet` (:class:`~tcgkit.games.fe_cipher.skill_model.FEAbility`: the window
        ``action``, its timings, triggers.py); ``off_field_acts``: the ACT skills used from the Bond Area ([BS]) or
        the hand ([CP]); ``hand_autos``: the skills that trigger in the hand (SPEC ``hand_trigger``);
        ``auto_timings``: the timings of its AUTO skills on the field (what ``auto_index`` is built from);
        conts, specs: its CONT parts and SPEC facts; conts_by_kind: its CONT parts by their kind (a lookup for the
        hot path, built once);
        support_skill: its (first) ATK/DEF SUPP skill or ``None`` (skill -1; B05-003 Roy has both, one per
        timing); ``keywords``: printed keyword skills (``anti_fliers``).
        can_bond, unlimited_copies, ignores_one_name, deploy_if: SPEC facts (see skills.py); ``cc_cost_if``:
        ``(cost, condition)``, the class-change cost while the condition holds (B03-053 Azura); ``level_up_onto``:
        ``(names, condition)``, allied units of those names it may also level up or class change onto (B04-033);
        ``copies_allies``: in its owner's turn it has its other allies' weapons, types and ranges (B04-083 Morgan).
        pending: why a declared card is not playable yet (a proposed key it waits for), ``""`` otherwise.
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
    abilities: AbilitySet = NO_ABILITIES
    off_field_acts: tuple = ()
    hand_autos: tuple = ()
    auto_timings: frozenset = frozenset()
    conts: tuple = ()
    conts_by_kind: Any = None
    specs: tuple = ()
    support_skill: Any = None
    keywords: frozenset = frozenset()
    can_bond: bool = True
    unlimited_copies: bool = False
    ignores_one_name: bool = False
    deploy_if: Any = None
    cc_cost_if: Any = None
    level_up_onto: Any = None
    copies_allies: bool = False
    skills: tuple = field(default=())
    pending: str = ""

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
