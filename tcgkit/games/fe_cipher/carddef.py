"""FE Cipher's card definition (the state's view of a card): :class:`CardDef`, the range bits, and the empty
ability set. The pool that builds them is :mod:`tcgkit.games.fe_cipher.cards`."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from tcgkit.core.effects import AbilitySet

NO_ABILITIES = AbilitySet()
"""The abilities of a card without ACT, AUTO or support skills (shared)."""

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
